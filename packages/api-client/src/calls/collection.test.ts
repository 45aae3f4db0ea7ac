import { describe, expect, it } from 'vitest';
import { type ApiClient } from '../client/createApiClient.ts';
import type { ApiError } from '../errors/ApiError.ts';
import { loopbackClients } from '../test/loopbackClient.ts';
import { type Reply } from '../test/server.ts';
import {
  collectionTools,
  reviewRequests,
  saveCollectionTemplates,
  sellerCollectionTemplates,
  sellerReviewRequests,
  sendReviewRequest,
  sendSellerReviewRequest,
} from './collection.ts';

const setup = loopbackClients();

const locationId = '6a1f0c52-9d1e-4c55-8b61-1f0b1f0b1f0b';
const sellerId = '0b6a2c1e-4f5d-4e8a-9c3b-2a1d0e9f8c7b';
const linkOf = (code: string) => ({
  location_id: locationId,
  location_title: 'Maison Dorée – Lyon',
  code,
  path: `/reviews/${locationId}/${code}`,
  url: `https://app.starcrew.test/reviews/${locationId}/${code}`,
});
const templates = {
  sms_body: 'Hello {first_name}! {link}',
  email_subject: 'How was {business}?',
  email_body: 'Hello {first_name},\n\n{link}',
  is_default: false,
  updated_at: '2026-03-02T09:00:00.000Z',
};
const limit = { per_day: 100, sent_today: 3 };
const tools = {
  location: { id: locationId, title: 'Maison Dorée – Lyon' },
  templates,
  link: linkOf('qr-counter01'),
  sellers: [
    {
      id: sellerId,
      first_name: 'Léa',
      last_name: 'Moreau',
      link: linkOf('a1b2c3d4e5f6'),
      qr: { primary_color: '#7a1f5c', secondary_color: '#ffffff', logo: null, name: 'Léa Moreau' },
    },
  ],
  limit,
};
const entry = {
  id: 'r1',
  location_id: locationId,
  location_title: 'Maison Dorée – Lyon',
  channel: 'email',
  first_name: 'Maëlle',
  recipient: 'm•••@example.com',
  sent_by: { id: sellerId, name: 'Léa Moreau' },
  seller: { id: sellerId, name: 'Léa Moreau' },
  link: linkOf('a1b2c3d4e5f6').url,
  status: 'sent',
  created_at: '2026-03-02T10:00:00.000Z',
};
const pagination = { current_page: 2, last_page: 2, per_page: 10, from: 11, to: 11, total: 11 };
const history = { requests: [entry], pagination, limit };
const request = { channel: 'email' as const, first_name: 'Maëlle', email: 'maelle@example.com', seller_id: sellerId };
const saved = {
  sms_body: templates.sms_body,
  email_subject: templates.email_subject,
  email_body: templates.email_body,
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
    name: 'collectionTools',
    reply: { status: 200, body: { data: tools } },
    call: (c) => collectionTools(c, locationId),
    method: 'GET',
    url: `/api/v1/manager/tools/${locationId}`,
    result: tools,
  },
  {
    name: 'saveCollectionTemplates',
    reply: { status: 200, body: { data: templates, message: 'The messages have been saved.' } },
    call: (c) => saveCollectionTemplates(c, locationId, saved),
    method: 'POST',
    url: `/api/v1/manager/tools/${locationId}/templates`,
    body: saved,
    result: { data: templates, message: 'The messages have been saved.' },
  },
  {
    name: 'sendReviewRequest',
    reply: { status: 201, body: { data: entry, message: 'The review request has been sent to Maëlle.' } },
    call: (c) => sendReviewRequest(c, locationId, request),
    method: 'POST',
    url: `/api/v1/manager/tools/${locationId}/requests`,
    body: request,
    result: { data: entry, message: 'The review request has been sent to Maëlle.' },
  },
  {
    name: 'reviewRequests',
    reply: { status: 200, body: { data: history } },
    call: (c) => reviewRequests(c, locationId, { page: 2, per_page: 10 }),
    method: 'GET',
    url: `/api/v1/manager/tools/${locationId}/requests?page=2&per_page=10`,
    result: history,
  },
  {
    name: 'sellerCollectionTemplates',
    reply: { status: 200, body: { data: { business: 'Maison Dorée – Lyon', templates, limit } } },
    call: (c) => sellerCollectionTemplates(c, locationId),
    method: 'GET',
    url: `/api/v1/seller/tools/templates?location_id=${locationId}`,
    result: { business: 'Maison Dorée – Lyon', templates, limit },
  },
  {
    name: 'sendSellerReviewRequest',
    reply: { status: 201, body: { data: entry, message: 'The review request has been sent to Maëlle.' } },
    call: (c) => sendSellerReviewRequest(c, { channel: 'sms', first_name: 'Paul', phone: '06 98 76 54 32' }),
    method: 'POST',
    url: '/api/v1/seller/tools/requests',
    body: { channel: 'sms', first_name: 'Paul', phone: '06 98 76 54 32' },
    result: { data: entry, message: 'The review request has been sent to Maëlle.' },
  },
  {
    name: 'sellerReviewRequests',
    reply: { status: 200, body: { data: history } },
    call: (c) => sellerReviewRequests(c, { page: 2, location_id: locationId }),
    method: 'GET',
    url: `/api/v1/seller/tools/requests?page=2&location_id=${locationId}`,
    result: history,
  },
];

describe('collection calls', () => {
  for (const c of cases) {
    it(`${c.name} should call ${c.method} ${c.url} and answer its data`, async () => {
      const { client, requests } = await setup(c.reply);
      expect(await c.call(client)).toEqual(c.result);
      expect(requests[0]).toMatchObject({ method: c.method, url: c.url });
      if (c.body !== undefined) expect(JSON.parse(requests[0]?.body ?? '')).toEqual(c.body);
    });
  }

  it('should reject tools whose sellers lack their QR settings (the contract’s shape)', async () => {
    const { qr: _dropped, ...bare } = tools.sellers[0]!;
    const { client } = await setup({ status: 200, body: { data: { ...tools, sellers: [bare] } } });
    await expect(collectionTools(client, locationId)).rejects.toMatchObject({ kind: 'other' });
  });

  it('should turn a 422 on templates into per-field errors, without a toast', async () => {
    const { client, toasts } = await setup({
      status: 422,
      body: {
        message: 'SMS message can be at most 320 characters long',
        errors: {
          sms_body: ['SMS message can be at most 320 characters long'],
          email_subject: ['Please enter your email subject'],
        },
      },
    });
    const error = (await saveCollectionTemplates(client, locationId, saved).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({
      kind: 'validation',
      status: 422,
      fieldErrors: {
        sms_body: 'SMS message can be at most 320 characters long',
        email_subject: 'Please enter your email subject',
      },
    });
    expect(toasts).toEqual([]);
  });

  it('should turn a 422 on a request into per-field errors (the SMS too long names the channel)', async () => {
    const message =
      'With the link and the first name filled in, the SMS would be longer than 320 characters. Shorten the SMS message.';
    const { client } = await setup({
      status: 422,
      body: { message, errors: { channel: [message], phone: ['Please fill out the phone number correctly'] } },
    });
    const error = (await sendSellerReviewRequest(client, { channel: 'sms', first_name: 'P', phone: '12' }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toMatchObject({
      kind: 'validation',
      fieldErrors: { channel: message, phone: 'Please fill out the phone number correctly' },
    });
  });

  it('should reject the daily limit (429) with the server’s words, which the client toasts', async () => {
    const message = 'This location has sent its 100 review requests for today. You can send more tomorrow.';
    const { client, toasts } = await setup({ status: 429, body: { message } });
    const error = (await sendReviewRequest(client, locationId, request).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ status: 429, message });
    expect(toasts).toEqual([message]);
  });
});
