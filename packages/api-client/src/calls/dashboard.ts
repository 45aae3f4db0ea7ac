import { dashboardResponseSchema, type DashboardStats } from '@starcrew/contract';
import type { ApiClient } from '../client/createApiClient.ts';

/**
 * GET /v1/manager/dashboard: the manager dashboard's key figures, for one location
 * (`locationId`) or everything the user may see. Not silent: a failure toasts, and a 406
 * `SubscriptionException` sends the user to the plans page like any manager call.
 */
export async function dashboardStats(client: ApiClient, locationId?: string): Promise<DashboardStats> {
  const response = await client.request('/v1/manager/dashboard', {
    query: { location_id: locationId },
    schema: dashboardResponseSchema,
  });
  return response.data;
}
