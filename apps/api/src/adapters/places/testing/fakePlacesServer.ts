import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { googleError, json, readBody } from '../../google/testing/fakeGoogleHttp.ts';

/**
 * A fake of the Places API (New) on loopback, built from its public reference:
 * `POST /v1/places:searchText` and `GET /v1/places/{id}`, an API key in `X-Goog-Api-Key`, a
 * required `X-Goog-FieldMask` that decides which fields come back, errors as
 * `{ error: { code, message, status, details } }` (a wrong key is 400 INVALID_ARGUMENT with the
 * ErrorInfo reason API_KEY_INVALID; quota is 429 RESOURCE_EXHAUSTED).
 */
export interface FakePlace {
  id: string;
  displayName: { text: string; languageCode: string };
  formattedAddress: string;
  location: { latitude: number; longitude: number };
  rating?: number;
  userRatingCount?: number;
  googleMapsUri: string;
  reviews?: Array<Record<string, unknown>>;
}

export interface FakePlacesServer {
  baseUrl: string;
  apiKey: string;
  places: FakePlace[];
  requests: Array<{
    method: string;
    path: string;
    query: Record<string, string>;
    headers: IncomingMessage['headers'];
    body: string;
  }>;
  /** The next `count` calls fail with `status` (429 RESOURCE_EXHAUSTED by default). */
  failNext(count: number, options?: { status?: number; retryAfterSeconds?: number }): void;
  close(): Promise<void>;
}

const review = (place: string, n: number, rating: number, lang: string, text: string, publishTime: string) => ({
  name: `places/${place}/reviews/R${n}`,
  relativePublishTimeDescription: 'a week ago',
  rating,
  text: { text: lang === 'en' ? text : `(Translated by Google) ${text}`, languageCode: 'en' },
  originalText: { text, languageCode: lang },
  authorAttribution: {
    displayName: `Author ${n}`,
    uri: `https://www.google.com/maps/contrib/${n}/reviews`,
    photoUri: `https://lh3.googleusercontent.com/a/photo${n}`,
  },
  publishTime,
});

/** Canned places around Rue Oberkampf, Paris: two bakeries near, one far, one without reviews. */
export function cannedPlaces(): FakePlace[] {
  return [
    {
      id: 'ChIJfakeBoulangerieA',
      displayName: { text: 'Boulangerie du Marché', languageCode: 'fr' },
      formattedAddress: '12 Rue Oberkampf, 75011 Paris, France',
      location: { latitude: 48.8647, longitude: 2.3731 },
      rating: 4.56,
      userRatingCount: 312,
      googleMapsUri: 'https://maps.google.com/?cid=1',
      reviews: [
        review('ChIJfakeBoulangerieA', 1, 5, 'fr', 'Les meilleurs croissants du quartier.', '2026-10-02T08:15:00Z'),
        review('ChIJfakeBoulangerieA', 2, 3, 'en', 'Good bread, long queue.', '2026-11-20T17:40:12.123456Z'),
        review('ChIJfakeBoulangerieA', 3, 4, 'fr', 'Très bon pain au levain.', '2026-11-01T10:00:00Z'),
      ],
    },
    {
      id: 'ChIJfakeBoulangerieB',
      displayName: { text: 'Le Fournil Parmentier', languageCode: 'fr' },
      formattedAddress: '88 Avenue Parmentier, 75011 Paris, France',
      location: { latitude: 48.8655, longitude: 2.3752 },
      rating: 4.2,
      userRatingCount: 97,
      googleMapsUri: 'https://maps.google.com/?cid=2',
    },
    {
      id: 'ChIJfakeBoulangerieLyon',
      displayName: { text: 'Boulangerie des Terreaux', languageCode: 'fr' },
      formattedAddress: '3 Place des Terreaux, 69001 Lyon, France',
      location: { latitude: 45.7676, longitude: 4.8336 },
      rating: 4.8,
      userRatingCount: 1204,
      googleMapsUri: 'https://maps.google.com/?cid=3',
    },
    {
      id: 'ChIJfakeNewBakery',
      displayName: { text: 'Boulangerie Nouvelle', languageCode: 'fr' },
      formattedAddress: '5 Rue Saint-Maur, 75011 Paris, France',
      location: { latitude: 48.8641, longitude: 2.3802 },
      googleMapsUri: 'https://maps.google.com/?cid=4',
    },
  ];
}

export async function startFakePlacesServer(options: { apiKey?: string } = {}): Promise<FakePlacesServer> {
  const apiKey = options.apiKey ?? 'AIzaFakePlacesKey';
  const places = cannedPlaces();
  const requests: FakePlacesServer['requests'] = [];
  const failures: Array<{ status: number; retryAfterSeconds?: number }> = [];

  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      requests.push({
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
      });
      try {
        route(req, res, url, body);
      } catch (error) {
        googleError(res, 500, 'INTERNAL', String(error));
      }
    });
  });

  function route(req: IncomingMessage, res: ServerResponse, url: URL, body: string): void {
    const failure = failures.shift();
    if (failure) {
      if (failure.retryAfterSeconds !== undefined) res.setHeader('retry-after', String(failure.retryAfterSeconds));
      if (failure.status === 429) {
        return googleError(
          res,
          429,
          'RESOURCE_EXHAUSTED',
          "Quota exceeded for quota metric 'SearchTextRequest' and limit 'SearchTextRequest per minute' of service 'places.googleapis.com'.",
          [
            {
              '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
              reason: 'RATE_LIMIT_EXCEEDED',
              domain: 'googleapis.com',
            },
          ],
        );
      }
      return googleError(res, failure.status, 'UNAVAILABLE', 'The service is currently unavailable.');
    }
    if (req.headers['x-goog-api-key'] !== apiKey) {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_INVALID',
          domain: 'googleapis.com',
          metadata: { service: 'places.googleapis.com' },
        },
      ]);
    }
    const mask = String(req.headers['x-goog-fieldmask'] ?? '').trim();
    if (!mask) {
      return googleError(
        res,
        400,
        'INVALID_ARGUMENT',
        'FieldMask is a required parameter. See https://cloud.google.com/apis/docs/system-parameters on how to provide it.',
      );
    }
    const fields = mask.split(',').map((f) => f.trim());
    if (req.method === 'POST' && url.pathname === '/v1/places:searchText') return searchText(res, body, fields);
    const m = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
    if (req.method === 'GET' && m) {
      const place = places.find((p) => p.id === m[1]);
      if (!place) return googleError(res, 404, 'NOT_FOUND', `Requested entity was not found.`);
      return json(res, 200, pickFields(place, fields));
    }
    return googleError(res, 404, 'NOT_FOUND', 'Method not found.');
  }

  function searchText(res: ServerResponse, body: string, fields: string[]): void {
    const request = JSON.parse(body || '{}') as {
      textQuery?: string;
      pageSize?: number;
      locationBias?: { circle?: { center?: { latitude: number; longitude: number }; radius?: number } };
    };
    if (!request.textQuery) return googleError(res, 400, 'INVALID_ARGUMENT', 'Empty text_query.');
    const radius = request.locationBias?.circle?.radius;
    if (radius !== undefined && (radius <= 0 || radius > 50_000)) {
      return googleError(res, 400, 'INVALID_ARGUMENT', 'Invalid radius: must be within (0, 50000].');
    }
    if (fields.some((f) => f !== '*' && !f.startsWith('places.') && f !== 'nextPageToken')) {
      return googleError(res, 400, 'INVALID_ARGUMENT', `Invalid field mask: ${fields.join(',')}`);
    }
    const words = request.textQuery.toLowerCase().split(/\s+/);
    const center = request.locationBias?.circle?.center;
    // A bias, not a restriction: matching places come nearest first, far ones still come.
    const found = places
      .filter((p) => words.some((w) => p.displayName.text.toLowerCase().includes(w)))
      .sort((a, b) => (center ? distance(a.location, center) - distance(b.location, center) : 0))
      .slice(0, request.pageSize ?? 20);
    const placeFields = fields.includes('*') ? ['*'] : fields.map((f) => f.slice('places.'.length));
    json(res, 200, found.length ? { places: found.map((p) => pickFields(p, placeFields)) } : {});
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    apiKey,
    places,
    requests,
    failNext(count, opts = {}) {
      for (let i = 0; i < count; i++) failures.push({ status: opts.status ?? 429, ...opts });
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** Only the masked fields, as the API answers; `name` is always the resource name. */
function pickFields(place: FakePlace, fields: string[]): Record<string, unknown> {
  const full: Record<string, unknown> = { name: `places/${place.id}`, ...place };
  if (fields.includes('*')) return full;
  return Object.fromEntries(fields.filter((f) => full[f] !== undefined).map((f) => [f, full[f]]));
}

function distance(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  return Math.hypot(a.latitude - b.latitude, (a.longitude - b.longitude) * Math.cos((a.latitude * Math.PI) / 180));
}
