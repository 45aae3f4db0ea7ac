import { sellerTools } from '@starcrew/api-client';
import type { SellerToolsResponse } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

export type SellerTools = SellerToolsResponse['data'];

export interface SellerToolsData {
  /** Rejects when the call failed (the API client toasted why). */
  tools: Promise<SellerTools>;
}

/** `/seller/tools`: the signed-in seller's links (one per location) and QR settings. */
export function loader({ services }: ScreenLoaderArgs): SellerToolsData {
  return { tools: sellerTools(services.api) };
}
