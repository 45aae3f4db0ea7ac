import { describe, expect, it } from 'vitest';
import { type ApiClient } from '../client/createApiClient.ts';
import type { ApiError } from '../errors/ApiError.ts';
import { loopbackClients } from '../test/loopbackClient.ts';
import { type Reply } from '../test/server.ts';
import {
  acceptInvitation,
  createManager,
  deleteManager,
  invitation,
  managers,
  resendInvitation,
  updateManager,
} from './managers.ts';

const setup = loopbackClients();

const id = '0b6a2c1e-4f5d-4e8a-9c3b-2a1d0e9f8c7b';
const locationId = '6a1f0c52-9d1e-4c55-8b61-1f0b1f0b1f0b';
const aManager = {
  id,
  first_name: 'Inès',
  last_name: 'Moreau',
  email: 'ines@example.test',
  status: 'active',
  locations: [{ id: locationId, title: 'Maison Dorée – Paris Oberkampf' }],
  invitation: 'pending',
  invitation_expires_at: '2026-03-08T10:00:00.000Z',
  created_at: '2026-03-01T10:00:00.000Z',
};
const pagination = { current_page: 1, last_page: 1, per_page: 10, from: 1, to: 1, total: 1 };
const input = { first_name: 'Inès', last_name: 'Moreau', email: 'ines@example.test', location_ids: [locationId] };
const token = 'x'.repeat(43);

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
    name: 'managers',
    reply: { status: 200, body: { data: { managers: [aManager], pagination } } },
    call: (c) => managers(c, { page: 1, per_page: 10 }),
    method: 'GET',
    url: '/api/v1/super-manager/managers?page=1&per_page=10',
    result: { managers: [aManager], pagination },
  },
  {
    name: 'createManager',
    reply: { status: 200, body: { data: aManager, message: 'The manager has been created.' } },
    call: (c) => createManager(c, input),
    method: 'POST',
    url: '/api/v1/super-manager/managers',
    body: input,
    result: { data: aManager, message: 'The manager has been created.' },
  },
  {
    name: 'updateManager',
    reply: { status: 200, body: { data: aManager, message: 'The manager has been updated.' } },
    call: (c) => updateManager(c, id, { location_ids: [locationId] }),
    method: 'POST',
    url: `/api/v1/super-manager/managers/${id}`,
    body: { location_ids: [locationId] },
    result: { data: aManager, message: 'The manager has been updated.' },
  },
  {
    name: 'deleteManager',
    reply: { status: 200, body: { data: null, message: 'The manager has been removed.' } },
    call: (c) => deleteManager(c, id),
    method: 'DELETE',
    url: `/api/v1/super-manager/managers/${id}`,
    result: { data: null, message: 'The manager has been removed.' },
  },
  {
    name: 'resendInvitation',
    reply: { status: 200, body: { data: aManager, message: 'The invitation has been re-sent.' } },
    call: (c) => resendInvitation(c, id),
    method: 'POST',
    url: `/api/v1/super-manager/managers/${id}/resend-invitation`,
    result: { data: aManager, message: 'The invitation has been re-sent.' },
  },
  {
    name: 'invitation',
    reply: {
      status: 200,
      body: {
        data: {
          first_name: 'Inès',
          email: 'ines@example.test',
          organization_name: 'Maison Dorée',
          expires_at: '2026-03-08T10:00:00.000Z',
        },
      },
    },
    call: (c) => invitation(c, token),
    method: 'POST',
    url: '/api/v1/invitations/lookup',
    body: { token },
    result: {
      first_name: 'Inès',
      email: 'ines@example.test',
      organization_name: 'Maison Dorée',
      expires_at: '2026-03-08T10:00:00.000Z',
    },
  },
  {
    name: 'acceptInvitation',
    reply: { status: 200, body: { data: null, message: 'Your password has been set. You can now sign in.' } },
    call: (c) => acceptInvitation(c, { token, password: 'Manager-pass-7', password_confirmation: 'Manager-pass-7' }),
    method: 'POST',
    url: '/api/v1/invitations/accept',
    body: { token, password: 'Manager-pass-7', password_confirmation: 'Manager-pass-7' },
    result: { data: null, message: 'Your password has been set. You can now sign in.' },
  },
];

describe('manager calls', () => {
  for (const c of cases) {
    it(`${c.name} should call ${c.method} ${c.url} and answer its data`, async () => {
      const { client, requests } = await setup(c.reply);
      expect(await c.call(client)).toEqual(c.result);
      expect(requests[0]).toMatchObject({ method: c.method, url: c.url });
      if (c.body !== undefined) expect(JSON.parse(requests[0]?.body ?? '')).toEqual(c.body);
    });
  }

  it('should leave a failed creation to the modal: the spec message rejects without a toast', async () => {
    const message = 'An error occurred while creating the Manager. Please try again.';
    const { client, toasts } = await setup({ status: 500, body: { message } });
    const error = (await createManager(client, input).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(500);
    expect(error.message).toBe(message);
    expect(toasts).toEqual([]);
  });

  it('should reject an invalid invitation link with its field message and no toast', async () => {
    const message = 'This invitation link is invalid or has expired. Ask your account owner to send a new one.';
    const { client, toasts } = await setup({ status: 422, body: { message, errors: { token: [message] } } });
    const error = (await invitation(client, token).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(toasts).toEqual([]);
  });
});
