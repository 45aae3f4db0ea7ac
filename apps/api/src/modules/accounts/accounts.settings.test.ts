import { userResponseSchema } from '@starcrew/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, createUser, outboxFor, PASSWORD, signIn, uniqueEmail } from '../../../test/fixtures.ts';
import { jpegWithOrientation, multipart, pngWithMetadata, webpWithExif } from '../../../test/images.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token: string, payload?: object, locale = 'en') =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': locale },
    ...(payload ? { payload } : {}),
  });
const me = (token: string) => call('GET', '/api/v1/user', token);

function upload(token: string, content: Buffer, type = 'image/png', field = 'image') {
  const body = multipart(field, 'photo.bin', type, content);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/update-image',
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('POST /api/v1/update-image', () => {
  it('should store a re-encoded PNG, JPEG or WebP and serve it', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(t.app, user.email);
    for (const [content, type, extension] of [
      [pngWithMetadata(), 'image/png', 'png'],
      [jpegWithOrientation(), 'application/octet-stream', 'jpg'],
      [webpWithExif(), 'image/webp', 'webp'],
    ] as const) {
      const response = await upload(token, content, type);
      expect(response.statusCode).toBe(200);
      const { data, message } = userResponseSchema.parse(response.json());
      expect(message).toBe('Your profile picture has been updated.');
      expect(data.image).toMatch(new RegExp(`^/api/uploads/[0-9a-f-]{36}\\.${extension}$`));
      const served = await t.app.inject({ method: 'GET', url: data.image ?? '' });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(extension === 'jpg' ? 'image/jpeg' : `image/${extension}`);
      expect(served.rawPayload.includes(Buffer.from('48.85'))).toBe(false);
    }
  });

  it('should remove the previous picture when a new one replaces it', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(t.app, user.email);
    const first = userResponseSchema.parse((await upload(token, pngWithMetadata())).json()).data.image ?? '';
    await upload(token, pngWithMetadata());
    expect((await t.app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
  });

  it('should refuse what is not an image by content, and files over 2 MB', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(t.app, user.email);
    const fake = await upload(token, Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ image: ['The image must be a PNG, JPEG or WebP file.'] });

    const big = Buffer.concat([pngWithMetadata(), Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(token, big);
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.image[0]).toMatch(/at most 2 MB/);

    const none = await call('POST', '/api/v1/update-image', token, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ image: ['Please enter your image'] });
    expect((await me(token)).json().data.image).toBeNull();
  });

  it('should not serve paths that are not stored uploads', async () => {
    for (const url of [
      '/api/uploads/..%2F..%2Fetc%2Fpasswd',
      '/api/uploads/00000000-0000-0000-0000-000000000000.png',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('POST /api/v1/update-profile', () => {
  it('should update names and language and answer the user', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(t.app, user.email);
    const response = await call('POST', '/api/v1/update-profile', token, {
      first_name: ' Amélie ',
      last_name: 'Poulain',
      locale: 'fr',
    });
    expect(response.statusCode).toBe(200);
    expect(userResponseSchema.parse(response.json()).data).toMatchObject({
      full_name: 'Amélie Poulain',
      locale: 'fr',
      email: user.email,
    });
  });

  it('should ask to verify a new email again, and refuse one in use', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    const token = await signIn(t.app, user.email);
    const taken = await call('POST', '/api/v1/update-profile', token, {
      first_name: 'A',
      last_name: 'B',
      email: other.email.toUpperCase(),
    });
    expect(taken.json().errors).toEqual({ email: ['This email is already in use.'] });

    const email = uniqueEmail('moved');
    const moved = await call('POST', '/api/v1/update-profile', token, { first_name: 'A', last_name: 'B', email });
    expect(userResponseSchema.parse(moved.json()).data).toMatchObject({ email, email_verified_at: null });
    expect((await outboxFor(t.app, email)).map((m) => m.template)).toEqual(['verificationCode']);
  });
});

describe('POST /api/v1/change-password', () => {
  it('should change the password and sign out every other session', async () => {
    const user = await createUser(t.database.db);
    const current = await signIn(t.app, user.email);
    const other = await signIn(t.app, user.email);
    const body = { current_password: PASSWORD, password: 'Pain-au-choc-9', password_confirmation: 'Pain-au-choc-9' };
    const response = await call('POST', '/api/v1/change-password', current, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null, message: 'Your password has been changed.' });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    await signIn(t.app, user.email, 'Pain-au-choc-9');
  });

  it('should refuse a wrong current password', async () => {
    const user = await createUser(t.database.db);
    const token = await signIn(t.app, user.email);
    const body = {
      current_password: 'Wrong-pass-1',
      password: 'Pain-au-choc-9',
      password_confirmation: 'Pain-au-choc-9',
    };
    const response = await call('POST', '/api/v1/change-password', token, body, 'fr');
    expect(response.json().errors).toEqual({ current_password: ['Le mot de passe actuel est incorrect.'] });
  });
});

describe('seller passwords', () => {
  it('should let a manager of the location, or the owner, email a seller a new password', async () => {
    const team = await createTeam(t.database.db);
    const sellerSession = await signIn(t.app, team.seller.email);
    const manager = await signIn(t.app, team.manager.email);

    const response = await call('GET', `/api/v1/manager/seller-reset-password/${team.seller.id}`, manager);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('A new password has been sent to the seller by email.');
    expect((await me(sellerSession)).statusCode).toBe(401);
    const [mail] = await outboxFor(t.app, team.seller.email);
    expect(mail?.template).toBe('sellerInitialPassword');
    const password = /Temporary password: (\S+)/.exec(mail?.body_text ?? '')?.[1] ?? '';
    const token = await signIn(t.app, team.seller.email, password);
    expect((await me(token)).json().data.is_password_updated).toBe(false);

    // The seller chooses their own password (no current one needed the first time).
    const changed = await call('POST', `/api/v1/seller/change-password/${team.seller.id}`, token, {
      password: 'Baguette-123',
      password_confirmation: 'Baguette-123',
    });
    expect(changed.statusCode).toBe(200);
    expect(userResponseSchema.parse(changed.json()).data.is_password_updated).toBe(true);
    // From then on the current password is asked for.
    const again = await call('POST', `/api/v1/seller/change-password/${team.seller.id}`, token, {
      password: 'Baguette-456',
      password_confirmation: 'Baguette-456',
    });
    expect(again.json().errors).toEqual({ current_password: ['Please enter your current password'] });

    const owner = await signIn(t.app, team.owner.email);
    expect((await call('GET', `/api/v1/manager/seller-reset-password/${team.otherSeller.id}`, owner)).statusCode).toBe(
      200,
    );
  });

  it('should hide sellers of other locations from a manager, and refuse the wrong roles', async () => {
    const team = await createTeam(t.database.db);
    const manager = await signIn(t.app, team.manager.email);
    const seller = await signIn(t.app, team.seller.email);
    expect(
      (await call('GET', `/api/v1/manager/seller-reset-password/${team.otherSeller.id}`, manager)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/v1/manager/seller-reset-password/${team.manager.id}`, manager)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/v1/manager/seller-reset-password/not-a-uuid`, manager)).statusCode).toBe(404);
    const forbidden = await call('GET', `/api/v1/manager/seller-reset-password/${team.seller.id}`, seller);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'This action is unauthorized.' });

    const body = { password: 'Baguette-123', password_confirmation: 'Baguette-123' };
    expect((await call('POST', `/api/v1/seller/change-password/${team.manager.id}`, manager, body)).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/v1/seller/change-password/${team.otherSeller.id}`, seller, body)).statusCode).toBe(
      403,
    );
  });
});

describe('POST /api/v1/manager/delete-account', () => {
  it('should delete the organization, its users and every session, and nothing else', async () => {
    const team = await createTeam(t.database.db);
    const bystander = await createUser(t.database.db);
    const sessions = await Promise.all([team.owner, team.manager, team.seller].map((u) => signIn(t.app, u.email)));
    const [owner] = sessions as [string];
    const image = userResponseSchema.parse((await upload(owner, pngWithMetadata())).json()).data.image ?? '';

    const wrong = await call('POST', '/api/v1/manager/delete-account', owner, { confirmation: 'delete' });
    expect(wrong.json().errors).toEqual({ confirmation: ['Please type DELETE to confirm'] });

    const response = await call('POST', '/api/v1/manager/delete-account', owner, { confirmation: 'DELETE' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Your account and all its data have been deleted.');
    for (const token of sessions) expect((await me(token)).statusCode).toBe(401);
    expect(await t.database.db.select().from(organizations).where(eq(organizations.id, team.organizationId))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(users).where(eq(users.organizationId, team.organizationId))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(404);
    await signIn(t.app, bystander.email);
  });

  it('should be the owner’s alone', async () => {
    const team = await createTeam(t.database.db);
    for (const user of [team.manager, team.seller]) {
      const token = await signIn(t.app, user.email);
      expect((await call('POST', '/api/v1/manager/delete-account', token, { confirmation: 'DELETE' })).statusCode).toBe(
        403,
      );
    }
  });
});
