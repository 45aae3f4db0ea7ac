import { describe, expect, it } from 'vitest';
import { type ApiClient } from '../client/createApiClient.ts';
import type { ApiError } from '../errors/ApiError.ts';
import { makeUser, sessionData } from '../test/fixtures.ts';
import { loopbackClients } from '../test/loopbackClient.ts';
import { type Reply } from '../test/server.ts';
import {
  appConfig,
  changePassword,
  deleteAccount,
  forgotPassword,
  loginWithGoogle,
  register,
  resendOtp,
  resetPassword,
  sellerChangePassword,
  sellerResetPassword,
  updateImage,
  updateProfile,
  verifyOtp,
} from './account.ts';

const setup = loopbackClients();

const user = makeUser({ email_verified_at: '2026-02-01T10:00:00.000Z' });
const done = { status: 200, body: { data: null, message: 'Done.' } };
const stripeConfig = { provider: 'stripe', stripe_publishable_key: 'pk_test_1' } as const;
const password = { password: 'Brioche-2026', password_confirmation: 'Brioche-2026' };

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
    name: 'register',
    reply: { status: 201, body: { data: sessionData, message: 'Created' } },
    call: (c) => register(c, { first_name: 'Zoé', last_name: 'Dupré', email: 'z@example.fr', ...password }),
    method: 'POST',
    url: '/api/v1/register',
    body: { first_name: 'Zoé', last_name: 'Dupré', email: 'z@example.fr', ...password },
    result: sessionData,
  },
  {
    name: 'forgotPassword',
    reply: done,
    call: (c) => forgotPassword(c, { email: 'z@example.fr' }),
    method: 'POST',
    url: '/api/v1/forgot-password',
    body: { email: 'z@example.fr' },
    result: { data: null, message: 'Done.' },
  },
  {
    name: 'resetPassword',
    reply: done,
    call: (c) => resetPassword(c, { token: 't0k', email: 'z@example.fr', ...password }),
    method: 'POST',
    url: '/api/v1/reset-password',
    body: { token: 't0k', email: 'z@example.fr', ...password },
    result: { data: null, message: 'Done.' },
  },
  {
    name: 'verifyOtp',
    reply: { status: 200, body: { data: user, message: 'Verified' } },
    call: (c) => verifyOtp(c, { otp: '012345' }),
    method: 'POST',
    url: '/api/v1/verify-otp',
    body: { otp: '012345' },
    result: { data: user, message: 'Verified' },
  },
  {
    name: 'resendOtp',
    reply: { status: 200, body: { data: { resend_available_in: 60, expires_in: 600 }, message: 'Sent' } },
    call: (c) => resendOtp(c),
    method: 'POST',
    url: '/api/v1/resend-otp',
    result: { data: { resend_available_in: 60, expires_in: 600 }, message: 'Sent' },
  },
  {
    name: 'updateProfile',
    reply: { status: 200, body: { data: user } },
    call: (c) => updateProfile(c, { first_name: 'Ana', last_name: 'Lopez', locale: 'fr' }),
    method: 'POST',
    url: '/api/v1/update-profile',
    body: { first_name: 'Ana', last_name: 'Lopez', locale: 'fr' },
    result: { data: user, message: undefined },
  },
  {
    name: 'changePassword',
    reply: done,
    call: (c) => changePassword(c, { current_password: 'Old-pass-1', ...password }),
    method: 'POST',
    url: '/api/v1/change-password',
    body: { current_password: 'Old-pass-1', ...password },
    result: { data: null, message: 'Done.' },
  },
  {
    name: 'sellerResetPassword',
    reply: done,
    call: (c) => sellerResetPassword(c, 'seller/1'),
    method: 'GET',
    url: '/api/v1/manager/seller-reset-password/seller%2F1',
    result: { data: null, message: 'Done.' },
  },
  {
    name: 'sellerChangePassword',
    reply: { status: 200, body: { data: { ...user, is_password_updated: true }, message: 'Changed' } },
    call: (c) => sellerChangePassword(c, 'u-1', password),
    method: 'POST',
    url: '/api/v1/seller/change-password/u-1',
    body: password,
    result: { data: { ...user, is_password_updated: true }, message: 'Changed' },
  },
  {
    name: 'deleteAccount',
    reply: done,
    call: (c) => deleteAccount(c, { confirmation: 'DELETE' }),
    method: 'POST',
    url: '/api/v1/manager/delete-account',
    body: { confirmation: 'DELETE' },
    result: { data: null, message: 'Done.' },
  },
  {
    name: 'appConfig',
    reply: { status: 200, body: { data: { google_client_id: 'cid', payments: stripeConfig } } },
    call: (c) => appConfig(c),
    method: 'GET',
    url: '/api/v1/config',
    result: { google_client_id: 'cid', payments: stripeConfig },
  },
  {
    name: 'appConfig without payments (an older server): the sandbox',
    reply: { status: 200, body: { data: { google_client_id: null } } },
    call: (c) => appConfig(c),
    method: 'GET',
    url: '/api/v1/config',
    result: { google_client_id: null, payments: { provider: 'sandbox', stripe_publishable_key: null } },
  },
];

describe('account calls', () => {
  for (const c of cases) {
    it(`${c.name} should ${c.method} ${c.url} and return the validated answer`, async () => {
      const { client, requests } = await setup(c.reply);
      await expect(c.call(client)).resolves.toEqual(c.result);
      expect(requests[0]).toMatchObject({ method: c.method, url: c.url, headers: { authorization: 'Bearer tok-123' } });
      if (c.body !== undefined) expect(JSON.parse(requests[0]?.body ?? '')).toEqual(c.body);
    });
  }

  it('loginWithGoogle should send the ID token in the Google-Token header', async () => {
    const { client, requests } = await setup({ status: 200, body: { data: sessionData } });
    await expect(loginWithGoogle(client, 'eyJ.id.token')).resolves.toEqual(sessionData);
    expect(requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/login-with-google',
      headers: { 'google-token': 'eyJ.id.token' },
    });
  });

  it('updateImage should send the file as multipart form data', async () => {
    const { client, requests } = await setup({ status: 200, body: { data: user, message: 'Updated' } });
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    await expect(updateImage(client, png, 'me.png')).resolves.toEqual({ data: user, message: 'Updated' });
    expect(requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(requests[0]?.body).toContain('name="image"; filename="me.png"');
  });

  it('verifyOtp should surface a wrong code as a field error', async () => {
    const { client } = await setup({
      status: 422,
      body: { message: 'The code is invalid.', errors: { otp: ['The code is invalid.'] } },
    });
    const error = (await verifyOtp(client, { otp: '000000' }).catch((e: unknown) => e)) as ApiError;
    expect(error).toMatchObject({ kind: 'validation', fieldErrors: { otp: 'The code is invalid.' } });
  });

  it('register should reject an answer without a token', async () => {
    const { access_token: _dropped, ...withoutToken } = sessionData;
    const { client } = await setup({ status: 201, body: { data: withoutToken } });
    await expect(
      register(client, { first_name: 'a', last_name: 'b', email: 'a@b.co', ...password }),
    ).rejects.toMatchObject({
      kind: 'other',
    });
  });
});
