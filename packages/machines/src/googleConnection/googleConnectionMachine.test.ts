import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures.ts';
import {
  failure,
  firstPage,
  makeLocation,
  noAccess,
  secondPage,
  startConnection,
} from './googleConnectionMachine.harness.ts';

const authorized = { type: 'connection.authorized', code: 'code-1', state: 'state-1' } as const;
const user = makeUser({ business_profile_token: true });

/** Back from Google's consent with the first page of locations listed. */
async function selecting(input?: { perPage: number }) {
  const connection = startConnection(input ? { input } : {});
  connection.actor.send(authorized);
  await connection.settle('exchangeCode', 'done', undefined);
  await connection.settle('loadLocations', 'done', firstPage);
  return connection;
}

describe('googleConnectionMachine', () => {
  it('should start on the connect step, editable, and open the consent URL the server gives', async () => {
    const { actor, effects, settle } = startConnection();
    expect(actor.getSnapshot().matches({ connect: 'idle' })).toBe(true);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);

    actor.send({ type: 'connection.start' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'connection.start' })).toBe(false);
    await settle('startAuthorization', 'done', { url: 'https://accounts.example/consent?state=s1' });

    expect(actor.getSnapshot().matches({ connect: 'awaitingConsent' })).toBe(true);
    expect(effects.opened).toEqual(['https://accounts.example/consent?state=s1']);
  });

  it('should exchange the code Google returns, then list the first page of locations', async () => {
    const { actor, inputsOf, settle } = startConnection({ input: { perPage: 2 } });

    actor.send(authorized);
    expect([actor.getSnapshot().value, actor.getSnapshot().hasTag('busy')]).toEqual(['exchanging', true]);
    await settle('exchangeCode', 'done', undefined);
    expect(actor.getSnapshot().value).toBe('loadingLocations');
    await settle('loadLocations', 'done', firstPage);

    expect(inputsOf('exchangeCode')).toEqual([{ code: 'code-1', state: 'state-1' }]);
    expect(inputsOf('loadLocations')).toEqual([{ page: 1, perPage: 2 }]);
    expect(actor.getSnapshot().matches({ selecting: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ locations: firstPage.items, page: 1, lastPage: 2, total: 3 });
  });

  it('should come back to the connect step when the consent is cancelled', async () => {
    const { actor, settle } = startConnection();
    actor.send({ type: 'connection.start' });
    await settle('startAuthorization', 'done', { url: 'https://accounts.example/consent' });

    actor.send({ type: 'connection.cancelled' });

    expect(actor.getSnapshot().matches({ connect: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.wasCancelled).toBe(true);
    actor.send({ type: 'connection.start' });
    expect(actor.getSnapshot().context.wasCancelled).toBe(false);
  });

  it('should toggle and clear locations, and confirm only with a selection', async () => {
    const { actor } = await selecting();
    const confirm = { type: 'locations.confirm' } as const;
    expect(actor.getSnapshot().can(confirm)).toBe(false);

    actor.send({ type: 'locations.toggle', locationId: 'b' });
    actor.send({ type: 'locations.toggle', locationId: 'a' });
    expect(actor.getSnapshot().context.selection).toEqual({ all: false, ids: ['b', 'a'] });
    expect(actor.getSnapshot().can(confirm)).toBe(true);
    actor.send({ type: 'locations.toggle', locationId: 'b' });
    expect(actor.getSnapshot().context.selection).toEqual({ all: false, ids: ['a'] });
    actor.send({ type: 'locations.clear' });

    expect(actor.getSnapshot().context.selection).toEqual({ all: false, ids: [] });
    actor.send(confirm);
    expect(actor.getSnapshot().matches('selecting')).toBe(true);
  });

  it('should load the next page on demand, keeping the selection, until the last one', async () => {
    const { actor, inputsOf, settle } = await selecting({ perPage: 2 });
    actor.send({ type: 'locations.toggle', locationId: 'a' });

    actor.send({ type: 'locations.loadMore' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    await settle('loadMoreLocations', 'done', { ...secondPage, items: [makeLocation('b'), makeLocation('c')] });

    expect(inputsOf('loadMoreLocations')).toEqual([{ page: 2, perPage: 2 }]);
    expect(actor.getSnapshot().context.locations.map((location) => location.id)).toEqual(['a', 'b', 'c']);
    expect(actor.getSnapshot().context.selection).toEqual({ all: false, ids: ['a'] });
    expect(actor.getSnapshot().can({ type: 'locations.loadMore' })).toBe(false);
  });

  it('should save the selection, hand the updated user over and finish with it', async () => {
    const { actor, effects, inputsOf, settle } = await selecting();
    actor.send({ type: 'locations.toggle', locationId: 'b' });

    actor.send({ type: 'locations.confirm' });
    expect([actor.getSnapshot().value, actor.getSnapshot().hasTag('busy')]).toEqual(['confirming', true]);
    await settle('confirmSelection', 'done', { user });

    expect(inputsOf('confirmSelection')).toEqual([{ all: false, ids: ['b'] }]);
    expect(effects.users).toEqual([user]);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ user, locations: [makeLocation('b')], count: 1 });
  });

  describe('when the account has no access to the business profile', () => {
    async function failed() {
      const connection = startConnection();
      connection.actor.send(authorized);
      await connection.settle('exchangeCode', 'error', noAccess);
      return connection;
    }

    it('should show the failed-connection modal', async () => {
      const { actor } = await failed();
      expect(actor.getSnapshot().value).toBe('noAccess');
      expect(actor.getSnapshot().context.error).toBe(noAccess);
    });

    it('should go to the account through the app', async () => {
      const { actor, effects } = await failed();
      actor.send({ type: 'failure.goToAccount' });
      expect([effects.account, effects.loggedOut]).toEqual([1, 0]);
    });

    it('should log out through the app', async () => {
      const { actor, effects } = await failed();
      actor.send({ type: 'failure.logout' });
      expect([effects.account, effects.loggedOut]).toEqual([0, 1]);
    });

    it('should start the connection again, from scratch, to reconnect', async () => {
      const { actor, effects, inputsOf, settle } = await failed();
      actor.send({ type: 'failure.reconnect' });
      expect(actor.getSnapshot().matches({ connect: 'authorizing' })).toBe(true);
      expect(actor.getSnapshot().context).toMatchObject({ error: null, retryStep: null, locations: [] });
      expect(inputsOf('startAuthorization')).toHaveLength(1);

      await settle('startAuthorization', 'done', { url: 'https://accounts.example/consent?state=s2' });
      expect(effects.opened).toEqual(['https://accounts.example/consent?state=s2']);
    });

    it('should also show it when listing the locations finds none to manage', async () => {
      const { actor, settle } = startConnection();
      actor.send(authorized);
      await settle('exchangeCode', 'done', undefined);
      await settle('loadLocations', 'error', noAccess);
      expect(actor.getSnapshot().value).toBe('noAccess');
    });
  });

  describe('after another error', () => {
    it('should retry listing the locations', async () => {
      const { actor, inputsOf, settle } = startConnection();
      actor.send(authorized);
      await settle('exchangeCode', 'done', undefined);
      await settle('loadLocations', 'error', failure);
      expect([actor.getSnapshot().value, actor.getSnapshot().context.error]).toEqual(['error', failure]);

      actor.send({ type: 'connection.retry' });
      await settle('loadLocations', 'done', firstPage);

      expect(inputsOf('loadLocations')).toHaveLength(2);
      expect(actor.getSnapshot().matches('selecting')).toBe(true);
      expect(actor.getSnapshot().context.error).toBeNull();
    });

    it('should ask consent again after a failed exchange, since a code is single-use', async () => {
      const { actor, settle } = startConnection();
      actor.send(authorized);
      await settle('exchangeCode', 'error', failure);

      actor.send({ type: 'connection.retry' });

      expect(actor.getSnapshot().matches({ connect: 'authorizing' })).toBe(true);
    });

    it('should retry saving the selection it kept', async () => {
      const { actor, inputsOf, settle } = await selecting();
      actor.send({ type: 'locations.toggle', locationId: 'a' });
      actor.send({ type: 'locations.confirm' });
      await settle('confirmSelection', 'error', 'offline');
      expect(actor.getSnapshot().context.error).toEqual({ message: 'offline' });

      actor.send({ type: 'connection.retry' });
      await settle('confirmSelection', 'done', { user });

      const picked = { all: false, ids: ['a'] };
      expect(inputsOf('confirmSelection')).toEqual([picked, picked]);
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('should retry the next page, keeping the list', async () => {
      const { actor, settle } = await selecting();
      actor.send({ type: 'locations.loadMore' });
      await settle('loadMoreLocations', 'error', failure);

      actor.send({ type: 'connection.retry' });

      expect(actor.getSnapshot().matches({ selecting: 'loadingMore' })).toBe(true);
      expect(actor.getSnapshot().context.locations).toEqual(firstPage.items);
    });

    it('should retry starting the authorization', async () => {
      const { actor, isRunning, settle } = startConnection();
      actor.send({ type: 'connection.start' });
      await settle('startAuthorization', 'error', failure);

      actor.send({ type: 'connection.retry' });

      expect(isRunning('startAuthorization')).toBe(true);
    });
  });
});
