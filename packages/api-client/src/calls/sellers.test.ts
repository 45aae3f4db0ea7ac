import { describe, expect, it } from 'vitest';
import { type ApiClient } from '../client/createApiClient.ts';
import type { ApiError } from '../errors/ApiError.ts';
import { loopbackClients } from '../test/loopbackClient.ts';
import { type Reply } from '../test/server.ts';
import {
  createSeller,
  deleteSeller,
  saveSellerQr,
  saveSellerQrLogo,
  seller,
  sellers,
  sellerDashboard,
  sellerTools,
  updateSeller,
} from './sellers.ts';

const setup = loopbackClients();

const dashboard = {
  reviews_collected: 3,
  average_rating: 4.5,
  ranking: [
    { id: '1', name: 'Tom Garnier', rank: 1, reviews_collected: 4, average_rating: 4.5 },
    { id: '2', name: 'Léa Moreau', rank: 2, reviews_collected: 3, average_rating: 4.5 },
  ],
  active_campaign: {
    id: 'c1',
    title: 'Printemps des avis',
    start_date: '2026-03-01',
    end_date: '2026-03-31',
    reviews_target: 20,
    reviews_collected: 2,
  },
};

const id = '0b6a2c1e-4f5d-4e8a-9c3b-2a1d0e9f8c7b';
const locationId = '6a1f0c52-9d1e-4c55-8b61-1f0b1f0b1f0b';
const link = {
  location_id: locationId,
  location_title: 'Maison Dorée – Paris Oberkampf',
  code: 'a1b2c3d4e5f6',
  path: `/reviews/${locationId}/a1b2c3d4e5f6`,
  url: `https://app.starcrew.test/reviews/${locationId}/a1b2c3d4e5f6`,
};
const qr = { primary_color: '#1f2937', secondary_color: '#ffffff', logo: null, name: 'Léa Martin' };
const aSeller = {
  id,
  first_name: 'Léa',
  last_name: 'Martin',
  email: 'lea@example.test',
  status: 'active',
  is_password_updated: false,
  average_rating: 4.5,
  total_reviews: 12,
  active_campaigns: 1,
  total_campaigns: 3,
  locations: [{ id: locationId, title: link.location_title }],
  links: [link],
  qr,
  created_at: '2026-03-01T10:00:00.000Z',
};
const stats = { members: 1, active_members: 1, average_rating: 4.5, reviews_collected: 12 };
const pagination = { current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1, total: 1 };
const input = {
  first_name: 'Léa',
  last_name: 'Martin',
  email: 'lea@example.test',
  location_ids: [locationId],
  status: 'active' as const,
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
    name: 'sellers',
    reply: { status: 200, body: { data: { stats, sellers: [aSeller], pagination } } },
    call: (c) => sellers(c, { page: 2, search: 'léa', sort: 'average_rating', direction: 'desc' }),
    method: 'GET',
    url: '/api/v1/manager/sellers?page=2&search=l%C3%A9a&sort=average_rating&direction=desc',
    result: { stats, sellers: [aSeller], pagination },
  },
  {
    name: 'seller',
    reply: { status: 200, body: { data: aSeller } },
    call: (c) => seller(c, id),
    method: 'GET',
    url: `/api/v1/manager/sellers/${id}`,
    result: aSeller,
  },
  {
    name: 'createSeller',
    reply: { status: 200, body: { data: aSeller, message: 'The seller has been created.' } },
    call: (c) => createSeller(c, input),
    method: 'POST',
    url: '/api/v1/manager/sellers',
    body: input,
    result: { data: aSeller, message: 'The seller has been created.' },
  },
  {
    name: 'updateSeller',
    reply: { status: 200, body: { data: aSeller, message: 'The seller has been updated.' } },
    call: (c) => updateSeller(c, id, input),
    method: 'POST',
    url: `/api/v1/manager/sellers/${id}`,
    body: input,
    result: { data: aSeller, message: 'The seller has been updated.' },
  },
  {
    name: 'deleteSeller',
    reply: { status: 200, body: { data: null, message: 'The seller has been deleted.' } },
    call: (c) => deleteSeller(c, id),
    method: 'DELETE',
    url: `/api/v1/manager/sellers/${id}`,
    result: { data: null, message: 'The seller has been deleted.' },
  },
  {
    name: 'saveSellerQr',
    reply: { status: 200, body: { data: aSeller, message: 'The QR code has been saved.' } },
    call: (c) => saveSellerQr(c, id, { primary_color: '#aa0000', secondary_color: '#ffffff', name: 'Léa' }),
    method: 'POST',
    url: `/api/v1/manager/sellers/${id}/qr`,
    body: { primary_color: '#aa0000', secondary_color: '#ffffff', name: 'Léa' },
    result: { data: aSeller, message: 'The QR code has been saved.' },
  },
  {
    name: 'saveSellerQrLogo (remove)',
    reply: { status: 200, body: { data: aSeller, message: 'The QR code has been saved.' } },
    call: (c) => saveSellerQrLogo(c, id, null),
    method: 'DELETE',
    url: `/api/v1/manager/sellers/${id}/qr-logo`,
    result: { data: aSeller, message: 'The QR code has been saved.' },
  },
  {
    name: 'sellerTools',
    reply: { status: 200, body: { data: { links: [link], qr } } },
    call: (c) => sellerTools(c),
    method: 'GET',
    url: '/api/v1/seller/tools',
    result: { links: [link], qr },
  },
  {
    name: 'sellerDashboard',
    reply: { status: 200, body: { data: dashboard } },
    call: (c) => sellerDashboard(c),
    method: 'GET',
    url: '/api/v1/seller/dashboard',
    result: dashboard,
  },
];

describe('seller calls', () => {
  for (const c of cases) {
    it(`${c.name} should call ${c.method} ${c.url} and answer its data`, async () => {
      const { client, requests } = await setup(c.reply);
      expect(await c.call(client)).toEqual(c.result);
      expect(requests[0]).toMatchObject({ method: c.method, url: c.url });
      if (c.body !== undefined) expect(JSON.parse(requests[0]?.body ?? '')).toEqual(c.body);
    });
  }

  it('should upload the QR logo as multipart, field `logo`', async () => {
    const { client, requests } = await setup({ status: 200, body: { data: aSeller } });
    await saveSellerQrLogo(client, id, new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'logo.png');
    expect(requests[0]).toMatchObject({ method: 'POST', url: `/api/v1/manager/sellers/${id}/qr-logo` });
    expect(requests[0]?.body).toContain('name="logo"; filename="logo.png"');
  });

  it('should leave a failed creation to the modal: the spec message rejects without a toast', async () => {
    const message = 'An error occurred while creating the seller. Please try again.';
    const { client, toasts } = await setup({ status: 500, body: { message } });
    const error = (await createSeller(client, input).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.message).toBe(message);
    expect(toasts).toEqual([]);
  });

  it('should surface a plan limit as an ApiError carrying PlanLimitReached', async () => {
    const { client } = await setup({
      status: 403,
      body: {
        message: 'Your Essential plan allows up to 5 team members. Upgrade your plan to add more.',
        error: 'PlanLimitReached',
      },
    });
    const error = (await createSeller(client, input).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(403);
    expect(error.body).toMatchObject({ error: 'PlanLimitReached' });
  });
});
