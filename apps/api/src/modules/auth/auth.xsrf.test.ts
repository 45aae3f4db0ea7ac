import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, createUser, PASSWORD } from '../../../test/fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in as a browser does and keeps the two cookies the answer sets. */
async function browserSignIn(email: string, rememberMe = false) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password: PASSWORD, remember_me: rememberMe },
  });
  const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
  const session = cookies.starcrew_session;
  const xsrf = cookies['XSRF-TOKEN'];
  if (!session || !xsrf) throw new Error('cookies missing');
  return { session, xsrf, cookie: `starcrew_session=${session.value}; XSRF-TOKEN=${xsrf.value}` };
}

describe('session cookie and XSRF', () => {
  it('should set an HttpOnly session cookie and a readable XSRF cookie, both SameSite=Lax', async () => {
    const user = await createUser(t.database.db);
    const { session, xsrf } = await browserSignIn(user.email, true);
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(xsrf.httpOnly).toBeUndefined();
    expect(xsrf.sameSite).toBe('Lax');
    expect(session.expires).toBeInstanceOf(Date);
    const transient = await browserSignIn(user.email, false);
    expect(transient.session.expires).toBeUndefined();
  });

  it('should accept the cookie for reads, and for writes only with the matching X-XSRF-TOKEN', async () => {
    const user = await createUser(t.database.db);
    const browser = await browserSignIn(user.email);
    const other = await browserSignIn(user.email);

    const read = await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: { cookie: browser.cookie } });
    expect(read.statusCode).toBe(200);

    const profile = { first_name: 'Léo', last_name: 'Garnier' };
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v1/update-profile',
      headers: { cookie: browser.cookie },
      payload: profile,
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({ message: 'Your session has expired. Please reload the page and try again.' });

    const wrongSession = await t.app.inject({
      method: 'POST',
      url: '/api/v1/update-profile',
      headers: { cookie: browser.cookie, 'x-xsrf-token': other.xsrf.value },
      payload: profile,
    });
    expect(wrongSession.statusCode).toBe(403);

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/update-profile',
      headers: { cookie: browser.cookie, 'x-xsrf-token': browser.xsrf.value },
      payload: profile,
    });
    expect(ok.statusCode).toBe(200);
  });

  it('should check the GET that changes state (seller password reset) like a POST', async () => {
    const team = await createTeam(t.database.db);
    const browser = await browserSignIn(team.owner.email);
    const url = `/api/v1/manager/seller-reset-password/${team.seller.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie: browser.cookie } })).statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'GET',
      url,
      headers: { cookie: browser.cookie, 'x-xsrf-token': browser.xsrf.value },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('should need no XSRF token with a Bearer token, which no other site can send', async () => {
    const user = await createUser(t.database.db);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: user.email, password: PASSWORD },
    });
    const token = login.json().data.access_token as string;
    const browser = await browserSignIn(user.email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/update-profile',
      headers: { authorization: `Bearer ${token}`, cookie: browser.cookie },
      payload: { first_name: 'Léo', last_name: 'Garnier' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('should clear both cookies at sign-out and stop accepting the old one', async () => {
    const user = await createUser(t.database.db);
    const browser = await browserSignIn(user.email);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { cookie: browser.cookie, 'x-xsrf-token': browser.xsrf.value },
    });
    expect(out.statusCode).toBe(200);
    const cleared = Object.fromEntries(out.cookies.map((c) => [c.name, c.value]));
    expect(cleared).toEqual({ starcrew_session: '', 'XSRF-TOKEN': '' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/user', headers: { cookie: browser.cookie } })).statusCode,
    ).toBe(401);
  });
});
