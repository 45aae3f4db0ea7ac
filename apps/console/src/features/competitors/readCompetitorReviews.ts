import { competitorReviews, type ApiClient } from '@starcrew/api-client';
import type { CompetitorReviews } from '@starcrew/contract';

/**
 * The competitor's latest reviews from the directory (they are not stored). Asked for by a press
 * (the row's "Review details", the modal's Retry) rather than by an effect: the console reads on
 * events and in loaders only (docs/decisions.md, "Console data"). Marked handled, since the
 * modal's module may still be on its way when the call fails; its <Await> shows the failure.
 */
export function readCompetitorReviews(api: ApiClient, competitorId: string): Promise<CompetitorReviews> {
  const reviews = competitorReviews(api, competitorId);
  reviews.catch(() => undefined);
  return reviews;
}
