import { createApiClient } from '@starcrew/api-client';
import { describe, expect, it, vi } from 'vitest';
import { sharedActiveLocations } from './sharedActiveLocations.ts';
import { oberkampfLocation } from '../../testing/fixtures.ts';

/** The real API client over a fetch that answers the list, each answer released by hand. */
function apiWithSlowList() {
  const releases: (() => void)[] = [];
  const fetch = vi.fn(
    (_url: string | URL | Request, _init?: RequestInit) =>
      new Promise<Response>((resolve) => releases.push(() => resolve(Response.json({ data: [oberkampfLocation] })))),
  );
  const api = createApiClient({ baseURL: 'http://api.test/api', fetch: fetch as typeof globalThis.fetch });
  const releaseAll = () => releases.splice(0).forEach((release) => release());
  return { fetch, api, releaseAll };
}

describe('sharedActiveLocations', () => {
  it('should send one request for callers that ask while it is on its way, and give each the list', async () => {
    const { fetch, api, releaseAll } = apiWithSlowList();
    const first = sharedActiveLocations(api);
    const second = sharedActiveLocations(api);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    releaseAll();
    expect(await first).toEqual([oberkampfLocation]);
    expect(await second).toEqual([oberkampfLocation]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('should ask the server again once the answer is in, and keep two clients apart', async () => {
    const one = apiWithSlowList();
    const earlier = sharedActiveLocations(one.api);
    await vi.waitFor(() => expect(one.fetch).toHaveBeenCalledTimes(1));
    one.releaseAll();
    await earlier;
    const later = sharedActiveLocations(one.api);
    await vi.waitFor(() => expect(one.fetch).toHaveBeenCalledTimes(2));
    one.releaseAll();
    await later;

    const other = apiWithSlowList();
    const elsewhere = sharedActiveLocations(other.api);
    await vi.waitFor(() => expect(other.fetch).toHaveBeenCalledTimes(1));
    other.releaseAll();
    expect(await elsewhere).toEqual([oberkampfLocation]);
    expect(one.fetch).toHaveBeenCalledTimes(2);
  });
});
