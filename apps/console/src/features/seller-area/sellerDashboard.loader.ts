import { sellerDashboard } from '@starcrew/api-client';
import type { SellerDashboard } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

export interface SellerDashboardData {
  /** Rejects when the call failed (the API client toasted why). */
  dashboard: Promise<SellerDashboard>;
}

/** `/seller/dashboard`: the seller's own figures, the team ranking and the active campaign. */
export function loader({ services }: ScreenLoaderArgs): SellerDashboardData {
  const dashboard = sellerDashboard(services.api);
  // Read only when the screen's chunk has loaded: until then a rejection would be reported as unhandled.
  dashboard.catch(() => undefined);
  return { dashboard };
}
