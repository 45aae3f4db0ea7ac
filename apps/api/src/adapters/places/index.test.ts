import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as places from './index.ts';
import { startFakePlacesServer } from './testing/fakePlacesServer.ts';
import type { FakePlacesServer } from './testing/fakePlacesServer.ts';

let fake: FakePlacesServer;
beforeAll(async () => {
  fake = await startFakePlacesServer();
});
afterAll(async () => {
  await fake.close();
});

const near = { id: 'loc-1', name: 'Maison Dorée – Paris Oberkampf', address: '42 Rue Oberkampf, 75011 Paris' };

describe('places adapter index', () => {
  it('lists its public exports, so a change of API shows in review', () => {
    expect(Object.keys(places).sort()).toEqual([
      'DETAILS_FIELD_MASK',
      'GOOGLE_PLACES_BASE_URL',
      'PlaceNotFoundError',
      'PlacesError',
      'PlacesKeyError',
      'PlacesQuotaError',
      'SEARCH_FIELD_MASK',
      'createGooglePlaces',
      'createPlacesProvider',
      'createSandboxPlaces',
    ]);
  });

  it('picks the sandbox without a key (or a blank one)', async () => {
    expect(places.createPlacesProvider().kind).toBe('sandbox');
    const sandbox = places.createPlacesProvider({ apiKey: '  ' });
    expect(sandbox.kind).toBe('sandbox');
    expect((await sandbox.searchText({ query: 'boulangerie', near })).length).toBeGreaterThan(0);
  });

  it('picks Google with a key, and talks to it', async () => {
    const provider = places.createPlacesProvider({ apiKey: fake.apiKey, google: { baseUrl: fake.baseUrl } });

    expect(provider.kind).toBe('google');
    expect(await provider.searchText({ query: 'Fournil', near })).toHaveLength(1);
    expect(fake.requests.at(-1)!.headers['x-goog-api-key']).toBe(fake.apiKey);
  });
});
