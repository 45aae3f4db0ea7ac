import { sellerReviewRequests, sellerTools } from '@starcrew/api-client';
import type { SellerToolsResponse } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';
import { historyPageOf, readHistory, type HistoryState } from '../collection-tools/requestHistory.ts';

export type SellerTools = SellerToolsResponse['data'];

export interface SellerToolsData {
  /** Rejects when the call failed (the API client toasted why). */
  tools: Promise<SellerTools>;
  /** The page of the seller's own requests the URL asks for (`?history=2`). */
  history: Promise<HistoryState>;
}

/** `/seller/tools`: the signed-in seller's links (one per location) and QR settings, and their requests sent. */
export function loader({ request, services }: ScreenLoaderArgs): SellerToolsData {
  const history = readHistory((page) => sellerReviewRequests(services.api, { page }), historyPageOf(request.url));
  // Read only once the tools are in: until then a rejection would be reported as unhandled.
  history.catch(() => undefined);
  return { tools: sellerTools(services.api), history };
}
