import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createGooglePlaces, DETAILS_FIELD_MASK, SEARCH_FIELD_MASK } from './googlePlaces.ts';
import { PlaceNotFoundError, PlacesKeyError, PlacesQuotaError } from './places.errors.ts';
import type { SearchOrigin } from './places.types.ts';
import { startFakePlacesServer } from './testing/fakePlacesServer.ts';
import type { FakePlacesServer } from './testing/fakePlacesServer.ts';

const OBERKAMPF: SearchOrigin = {
  id: 'loc-1',
  name: 'Maison Dorée – Paris Oberkampf',
  address: '42 Rue Oberkampf, 75011 Paris',
  coordinates: { latitude: 48.8649, longitude: 2.3744 },
};

let fake: FakePlacesServer;
let delays: number[];

function adapter(apiKey = fake.apiKey) {
  return createGooglePlaces({
    apiKey,
    baseUrl: fake.baseUrl,
    sleep: async (ms) => {
      delays.push(ms);
    },
    random: () => 0.5,
  });
}

beforeEach(async () => {
  fake = await startFakePlacesServer();
  delays = [];
});

afterEach(async () => {
  await fake.close();
});

describe('Google Places adapter', () => {
  it('searches by text around the location, nearest first, with our shapes', async () => {
    const found = await adapter().searchText({ query: 'boulangerie', near: OBERKAMPF, language: 'fr', limit: 5 });

    expect(found.map((p) => p.placeId)).toEqual([
      'ChIJfakeBoulangerieA',
      'ChIJfakeNewBakery',
      'ChIJfakeBoulangerieLyon',
    ]);
    expect(found[0]).toEqual({
      placeId: 'ChIJfakeBoulangerieA',
      name: 'Boulangerie du Marché',
      address: '12 Rue Oberkampf, 75011 Paris, France',
      rating: 4.6,
      userRatingCount: 312,
    });
    expect(found[1]).toMatchObject({ rating: null, userRatingCount: 0 });
  });

  it('sends the key, the field mask and a location bias circle as documented', async () => {
    await adapter().searchText({ query: 'boulangerie', near: OBERKAMPF, radiusMeters: 1500, language: 'fr' });

    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/v1/places:searchText');
    expect(request.headers['x-goog-api-key']).toBe(fake.apiKey);
    expect(request.headers['x-goog-fieldmask']).toBe(
      'places.id,places.displayName,places.formattedAddress,places.rating,places.userRatingCount',
    );
    expect(JSON.parse(request.body)).toEqual({
      textQuery: 'boulangerie',
      pageSize: 10,
      languageCode: 'fr',
      locationBias: { circle: { center: { latitude: 48.8649, longitude: 2.3744 }, radius: 1500 } },
    });
  });

  it('puts the address in the query when the location has no coordinates', async () => {
    await adapter().searchText({ query: 'Fournil', near: { ...OBERKAMPF, coordinates: null }, limit: 50 });

    expect(JSON.parse(fake.requests.at(-1)!.body)).toEqual({
      textQuery: 'Fournil near 42 Rue Oberkampf, 75011 Paris',
      pageSize: 20,
    });
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await adapter().searchText({ query: 'zzz', near: OBERKAMPF })).toEqual([]);
  });

  it('reads details with rating, count and reviews, newest first, in their own language', async () => {
    const details = await adapter().getPlace('ChIJfakeBoulangerieA', { language: 'en' });

    const request = fake.requests.at(-1)!;
    expect(request).toMatchObject({
      method: 'GET',
      path: '/v1/places/ChIJfakeBoulangerieA',
      query: { languageCode: 'en' },
    });
    expect(request.headers['x-goog-fieldmask']).toBe(DETAILS_FIELD_MASK);
    expect(DETAILS_FIELD_MASK.split(',')).toEqual(
      expect.arrayContaining(['rating', 'userRatingCount', 'reviews', 'displayName', 'formattedAddress']),
    );
    expect(details).toMatchObject({
      placeId: 'ChIJfakeBoulangerieA',
      name: 'Boulangerie du Marché',
      rating: 4.6,
      userRatingCount: 312,
      mapsUri: 'https://maps.google.com/?cid=1',
    });
    expect(details.reviews.map((r) => r.id)).toEqual([
      'places/ChIJfakeBoulangerieA/reviews/R2',
      'places/ChIJfakeBoulangerieA/reviews/R3',
      'places/ChIJfakeBoulangerieA/reviews/R1',
    ]);
    expect(details.reviews[0]).toEqual({
      id: 'places/ChIJfakeBoulangerieA/reviews/R2',
      authorName: 'Author 2',
      authorPhotoUrl: 'https://lh3.googleusercontent.com/a/photo2',
      rating: 3,
      text: 'Good bread, long queue.',
      language: 'en',
      publishedAt: new Date('2026-11-20T17:40:12.123Z'),
    });
    expect(details.reviews[1]).toMatchObject({ text: 'Très bon pain au levain.', language: 'fr' });
  });

  it('gives a place without reviews an empty list', async () => {
    expect(await adapter().getPlace('ChIJfakeNewBakery')).toMatchObject({ rating: null, reviews: [] });
  });

  it('reports an unknown place, and never puts a strange id in the path', async () => {
    await expect(adapter().getPlace('ChIJunknown')).rejects.toBeInstanceOf(PlaceNotFoundError);
    const before = fake.requests.length;
    await expect(adapter().getPlace('../places:searchText')).rejects.toBeInstanceOf(PlaceNotFoundError);
    expect(fake.requests).toHaveLength(before);
  });

  it('retries a quota error, then reports it with the wait Google asked for', async () => {
    fake.failNext(1);
    expect(await adapter().searchText({ query: 'Fournil', near: OBERKAMPF })).toHaveLength(1);
    expect(delays).toHaveLength(1);

    fake.failNext(3, { retryAfterSeconds: 30 });
    const error = await adapter()
      .searchText({ query: 'Fournil', near: OBERKAMPF })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlacesQuotaError);
    expect(error).toMatchObject({ status: 429, code: 'RESOURCE_EXHAUSTED', retryAfterMs: 30_000 });
  });

  it('reports a quota error on details too', async () => {
    fake.failNext(3);
    await expect(adapter().getPlace('ChIJfakeBoulangerieA')).rejects.toMatchObject({
      name: 'PlacesQuotaError',
      retryAfterMs: 60_000,
    });
  });

  it('reports a bad key as a key error, not as an unknown place', async () => {
    await expect(adapter('AIzaWrong').searchText({ query: 'Fournil', near: OBERKAMPF })).rejects.toMatchObject({
      name: 'PlacesKeyError',
      status: 400,
      code: 'API_KEY_INVALID',
    });
    const error = await adapter('AIzaWrong')
      .getPlace('ChIJfakeBoulangerieA')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlacesKeyError);
    expect(fake.requests.every((r) => r.headers['x-goog-api-key'] === 'AIzaWrong')).toBe(true);
  });

  it('is checked by a fake that, like the API, refuses a request without a field mask', async () => {
    const response = await fetch(`${fake.baseUrl}/places/ChIJfakeBoulangerieA`, {
      headers: { 'x-goog-api-key': fake.apiKey },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { status: 'INVALID_ARGUMENT' } });
    expect(SEARCH_FIELD_MASK.split(',').every((f) => f.startsWith('places.'))).toBe(true);
  });
});
