import { reviewAttribution, type ApiClient } from '@starcrew/api-client';
import type { ReviewAttributionDetails } from '@starcrew/contract';

/**
 * The members who may have collected a review and its corrections so far, asked for by the
 * press that opens the attribution dialog rather than by an effect: the console reads on events
 * and in loaders only (docs/decisions.md, "Console data"). Marked handled, since the dialog's
 * module may still be on its way when the call fails; its <Await> shows the failure.
 */
export function readAttribution(api: ApiClient, reviewId: string): Promise<ReviewAttributionDetails> {
  const details = reviewAttribution(api, reviewId);
  details.catch(() => undefined);
  return details;
}
