import { describe, expect, it } from 'vitest';
import { makeSessionData, makeUser } from '../test/fixtures.ts';
import { hasAnyPermission, hasPermission } from './permissions.ts';
import { startSession } from './sessionMachine.harness.ts';

const credentials = { email: 'ana@example.com', password: 'secret123' };
const data = makeSessionData();

async function loggedIn() {
  const session = startSession();
  await session.settle('restoreSession', 'done', data);
  return session;
}

describe('sessionMachine', () => {
  it('should restore a stored session as loggedIn without writing it again', async () => {
    const { actor, effects } = await loggedIn();
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context).toMatchObject({
      user: data.user,
      token: 'token-1',
      permissions: ['reviews.read'],
      roles: ['manager'],
    });
    expect(effects.persisted).toEqual([]);
  });

  it('should be busy while restoring, and clear unreadable or empty storage', async () => {
    const empty = startSession();
    expect(empty.actor.getSnapshot().hasTag('busy')).toBe(true);
    await empty.settle('restoreSession', 'done', null);
    expect(empty.actor.getSnapshot().value).toBe('loggedOut');
    const broken = startSession();
    await broken.settle('restoreSession', 'error', new Error('bad JSON'));
    expect([broken.actor.getSnapshot().value, broken.effects.cleared]).toEqual(['loggedOut', 1]);
  });

  it('should keep the stored session and wait for a retry when it could not be checked', async () => {
    const { actor, effects, settle } = startSession();
    const unreachable = { message: 'Connection error: Unable to reach the server.', kind: 'network', status: 500 };
    await settle('restoreSession', 'error', unreachable);
    expect(actor.getSnapshot().value).toBe('unavailable');
    expect(effects.cleared).toBe(0);
    expect(actor.getSnapshot().can({ type: 'session.login', credentials })).toBe(false);

    actor.send({ type: 'session.retry' });
    expect(actor.getSnapshot().value).toBe('restoring');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle('restoreSession', 'error', unreachable);
    expect(actor.getSnapshot().value).toBe('unavailable');

    actor.send({ type: 'session.retry' });
    await settle('restoreSession', 'done', data);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(actor.getSnapshot().context.token).toBe('token-1');
    expect([effects.cleared, effects.persisted]).toEqual([0, []]);
  });

  it('should log in with the credentials and persist user, token, permissions and roles', async () => {
    const { actor, effects, inputsOf, settle } = startSession();
    await settle('restoreSession', 'done', null);
    actor.send({ type: 'session.login', credentials });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'session.login', credentials })).toBe(false);
    await settle('login', 'done', data);
    expect(inputsOf('login')).toEqual([credentials]);
    expect(actor.getSnapshot().value).toBe('loggedIn');
    expect(effects.persisted).toEqual([data]);
  });

  it('should log out a login answer without an access token', async () => {
    const { actor, effects, settle } = startSession();
    await settle('restoreSession', 'done', null);
    actor.send({ type: 'session.login', credentials });
    await settle('login', 'done', { ...data, access_token: '' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context.user, effects.persisted]).toEqual([
      'loggedOut',
      null,
      [],
    ]);
    expect(effects.cleared).toBe(2);
  });

  it('should keep a failed login error for the form, and drop it on the next try', async () => {
    const { actor, settle } = startSession();
    await settle('restoreSession', 'done', null);
    actor.send({ type: 'session.login', credentials });
    const failure = Object.assign(new Error('Invalid'), {
      kind: 'validation',
      status: 422,
      flatFieldErrors: { email: 'auth.failed' },
    });
    await settle('login', 'error', failure);
    expect(actor.getSnapshot().context.error).toBe(failure);
    actor.send({ type: 'session.login', credentials });
    expect(actor.getSnapshot().context.error).toBeNull();
    await settle('login', 'error', 'offline');
    expect(actor.getSnapshot().context.error).toEqual({ message: 'offline' });
  });

  it('should accept the data of register or Google login, unless it has no token', async () => {
    const { actor, effects, settle } = startSession();
    await settle('restoreSession', 'done', null);
    actor.send({ type: 'session.authenticated', data: { ...data, access_token: '' } });
    expect(actor.getSnapshot().value).toBe('loggedOut');
    actor.send({ type: 'session.authenticated', data });
    expect([actor.getSnapshot().value, effects.persisted]).toEqual(['loggedIn', [data]]);
  });

  it('should clear the stored session as soon as logout starts, and revoke the token it held', async () => {
    const { actor, effects, inputsOf } = await loggedIn();
    actor.send({ type: 'session.logout' });
    // The server has not answered: a reload now must find nobody signed in.
    expect([actor.getSnapshot().value, effects.cleared]).toEqual(['loggingOut', 1]);
    expect(inputsOf('logout')).toEqual([{ token: data.access_token }]);
  });

  it('should clear everything on logout, whether the server call succeeds or fails', async () => {
    for (const outcome of ['done', 'error'] as const) {
      const { actor, effects, settle } = await loggedIn();
      actor.send({ type: 'session.logout' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await settle('logout', outcome, undefined);
      expect([actor.getSnapshot().value, actor.getSnapshot().context.token, effects.cleared, effects.reloaded]).toEqual(
        ['loggedOut', null, 1, 0],
      );
    }
  });

  it('should clear the session and reload on session.expired', async () => {
    const { actor, effects } = await loggedIn();
    actor.send({ type: 'session.expired' });
    expect([actor.getSnapshot().value, effects.cleared, effects.reloaded]).toEqual(['loggedOut', 1, 1]);
  });

  it('should clear the session on session.ended without calling the server or reloading', async () => {
    const { actor, effects, inputs } = await loggedIn();
    const calls = inputs.length;
    actor.send({ type: 'session.ended' });
    expect([actor.getSnapshot().value, actor.getSnapshot().context, effects.cleared, effects.reloaded]).toEqual([
      'loggedOut',
      { user: null, token: null, permissions: [], roles: [], error: null },
      1,
      0,
    ]);
    expect(inputs.length).toBe(calls); // no logout actor was started
  });

  it('should replace and persist the user on session.userUpdated', async () => {
    const { actor, effects } = await loggedIn();
    const user = makeUser({ full_name: 'Ana María Lopez' });
    actor.send({ type: 'session.userUpdated', user });
    expect(actor.getSnapshot().context.user).toBe(user);
    expect(effects.persisted).toEqual([{ ...data, user }]);
  });
});

describe('permissions', () => {
  const context = { permissions: ['reviews.read', 'campaigns.write'] };

  it('should check one permission', () => {
    expect(hasPermission(context, 'reviews.read')).toBe(true);
    expect(hasPermission(context, 'reviews.write')).toBe(false);
  });

  it('should check any of several, an empty list granting nothing', () => {
    expect(hasAnyPermission(context, ['reviews.write', 'campaigns.write'])).toBe(true);
    expect(hasAnyPermission(context, ['reviews.write'])).toBe(false);
    expect(hasAnyPermission(context, [])).toBe(false);
  });
});
