import { describe, expect, it } from 'vitest';
import { type ApiClient } from '../client/createApiClient.ts';
import type { ApiError } from '../errors/ApiError.ts';
import { makeUser } from '../test/fixtures.ts';
import { loopbackClients } from '../test/loopbackClient.ts';
import { type Reply } from '../test/server.ts';
import {
  accessLocation,
  activeLocations,
  authorizeBusinessProfile,
  businessLocations,
  connectBusinessProfile,
  finishBusinessProfile,
  networks,
  renameLocation,
} from './locations.ts';

const setup = loopbackClients();

const location = {
  id: '6a1f0c52-9d1e-4c55-8b61-1f0b1f0b1f0b',
  title: 'Maison Dorée – Paris Oberkampf',
  name: 'Maison Dorée – Paris Oberkampf',
  address: '42 Rue Oberkampf, 75011 Paris',
  average_rating: 4.6,
  total_reviews: 231,
  license_status: 'active',
  review_url: null,
};
const pagination = { current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1, total: 1 };
const summary = {
  total_locations: 1,
  active_locations: 1,
  inactive_locations: 0,
  total_reviews: 231,
  average_rating: 4.6,
};
const businessLocation = {
  id: 'locations/1',
  title: 'Shop',
  address: null,
  average_rating: null,
  total_reviews: 0,
  connected: false,
};

interface Case {
  name: string;
  reply: Reply;
  call: (client: ApiClient) => Promise<unknown>;
  method: string;
  url: string;
  body?: unknown;
  result: unknown;
}

const cases: Case[] = [
  {
    name: 'activeLocations',
    reply: { status: 200, body: { data: [location] } },
    call: (c) => activeLocations(c),
    method: 'GET',
    url: '/api/v1/active-locations',
    result: [location],
  },
  {
    name: 'accessLocation',
    reply: { status: 200, body: { data: location } },
    call: (c) => accessLocation(c, location.id),
    method: 'POST',
    url: '/api/v1/access-location',
    body: { location_id: location.id },
    result: location,
  },
  {
    name: 'networks',
    reply: { status: 200, body: { data: { summary, locations: [location], pagination } } },
    call: (c) => networks(c, { page: 2, per_page: 10, status: 'active' }),
    method: 'GET',
    url: '/api/v1/super-manager/networks?page=2&per_page=10&status=active',
    result: { summary, locations: [location], pagination },
  },
  {
    name: 'renameLocation',
    reply: { status: 200, body: { data: location, message: 'The establishment name has been changed.' } },
    call: (c) => renameLocation(c, location.id, 'Le Fournil'),
    method: 'POST',
    url: `/api/v1/manager/rename-location/${location.id}`,
    body: { name: 'Le Fournil' },
    result: { data: location, message: 'The establishment name has been changed.' },
  },
  {
    name: 'authorizeBusinessProfile',
    reply: { status: 200, body: { data: { url: '/api/v1/sandbox/google/consent?state=s' } } },
    call: (c) => authorizeBusinessProfile(c),
    method: 'POST',
    url: '/api/v1/manager/business-profile/authorize',
    result: '/api/v1/sandbox/google/consent?state=s',
  },
  {
    name: 'connectBusinessProfile',
    reply: { status: 200, body: { data: { provider: 'sandbox', account_email: null } } },
    call: (c) => connectBusinessProfile(c, { code: 'c', state: 's' }),
    method: 'POST',
    url: '/api/v1/manager/business-profile/connect',
    body: { code: 'c', state: 's' },
    result: { provider: 'sandbox', account_email: null },
  },
  {
    name: 'businessLocations',
    reply: { status: 200, body: { data: { locations: [businessLocation], pagination } } },
    call: (c) => businessLocations(c, { page: 1, per_page: 20 }),
    method: 'GET',
    url: '/api/v1/manager/business-profile/locations?page=1&per_page=20',
    result: { locations: [businessLocation], pagination },
  },
  {
    name: 'finishBusinessProfile',
    reply: { status: 200, body: { data: makeUser({ business_profile_token: true }) } },
    call: (c) => finishBusinessProfile(c, ['locations/1']),
    method: 'POST',
    url: '/api/v1/manager/business-profile/locations',
    body: { location_ids: ['locations/1'] },
    result: makeUser({ business_profile_token: true }),
  },
  {
    name: 'finishBusinessProfile with select_all',
    reply: { status: 200, body: { data: makeUser({ business_profile_token: true }) } },
    call: (c) => finishBusinessProfile(c, { select_all: true, excluded_ids: ['locations/2'] }),
    method: 'POST',
    url: '/api/v1/manager/business-profile/locations',
    body: { select_all: true, excluded_ids: ['locations/2'] },
    result: makeUser({ business_profile_token: true }),
  },
];

describe('location and business-profile calls', () => {
  for (const c of cases) {
    it(`${c.name} should call ${c.method} ${c.url} and answer its data`, async () => {
      const { client, requests } = await setup(c.reply);
      expect(await c.call(client)).toEqual(c.result);
      expect(requests[0]).toMatchObject({ method: c.method, url: c.url });
      if (c.body !== undefined) expect(JSON.parse(requests[0]?.body ?? '')).toEqual(c.body);
    });
  }

  it('should surface the no-access answer of the connect step as an ApiError with its error code', async () => {
    const { client } = await setup({
      status: 403,
      body: { message: 'This account has no access to a business profile.', error: 'BusinessProfileNoAccess' },
    });
    const error = (await connectBusinessProfile(client, { code: 'c', state: 's' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.status).toBe(403);
    expect(error.message).toBe('This account has no access to a business profile.');
    expect(error.body).toMatchObject({ error: 'BusinessProfileNoAccess' });
  });

  it('should leave the finish call’s failures to the wizard: a 409 rejects without a toast', async () => {
    const { client, toasts } = await setup({ status: 409, body: { message: 'Connect your business profile first.' } });
    const error = (await finishBusinessProfile(client, ['locations/1']).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(409);
    expect(toasts).toEqual([]);
  });
});
