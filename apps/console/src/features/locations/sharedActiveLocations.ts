import { activeLocations, type ApiClient } from '@starcrew/api-client';
import type { Location } from '@starcrew/contract';

const inFlight = new WeakMap<ApiClient, Promise<Location[]>>();

/**
 * GET /v1/active-locations, shared while it is on its way: the top bar's selector and the
 * screen under it (the dashboard) mount in the same commit and both need the list, so the
 * second caller gets the first one's answer instead of a second request. Nothing is kept
 * once it answers: a later caller (a refresh, the next screen) asks the server again.
 */
export function sharedActiveLocations(api: ApiClient): Promise<Location[]> {
  const pending = inFlight.get(api);
  if (pending) return pending;
  const request = activeLocations(api).finally(() => inFlight.delete(api));
  inFlight.set(api, request);
  return request;
}
