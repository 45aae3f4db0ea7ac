import { sellerCampaigns } from '@starcrew/api-client';
import type { SellerCampaign } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

export interface SellerCampaignsData {
  /** Rejects when the call failed (the API client toasted why). */
  campaigns: Promise<SellerCampaign[]>;
}

/**
 * `/seller/campaigns`: the signed-in seller's campaigns, each with their standing. One call of
 * the API's largest page: a seller takes part in a handful at a time, and the screen groups
 * them by status itself (in progress, upcoming, completed).
 */
export function loader({ services }: ScreenLoaderArgs): SellerCampaignsData {
  const campaigns = sellerCampaigns(services.api, { per_page: 100 }).then((page) => page.campaigns);
  // Read only when the screen's chunk has loaded: until then a rejection would be reported as unhandled.
  campaigns.catch(() => undefined);
  return { campaigns };
}
