import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures.ts';
import {
  failure,
  firstPage,
  makeLocation,
  noAccess,
  notConnected,
  secondPage,
  startConnection,
} from './googleConnectionMachine.harness.ts';

const user = makeUser({ business_profile_token: true });

/** A reload of step 2: the actor starts resumed, listing the connection the server holds. */
function resumed() {
  return startConnection({ input: { resume: true, perPage: 2 } });
}

describe('googleConnectionMachine resumed at step 2 (a reload of the selection step)', () => {
  it('should list the first page of the server’s connection, with no consent and no code', async () => {
    const { actor, effects, inputsOf, settle } = resumed();
    expect([actor.getSnapshot().value, actor.getSnapshot().hasTag('busy')]).toEqual(['loadingLocations', true]);

    await settle('loadLocations', 'done', firstPage);

    expect(inputsOf('loadLocations')).toEqual([{ page: 1, perPage: 2 }]);
    expect(inputsOf('startAuthorization')).toEqual([]);
    expect(inputsOf('exchangeCode')).toEqual([]);
    expect(effects.opened).toEqual([]);
    expect(actor.getSnapshot().matches({ selecting: 'idle' })).toBe(true);
    expect(actor.getSnapshot().hasTag('editable')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ locations: firstPage.items, page: 1, lastPage: 2, total: 3 });
  });

  it('should go to step 1, with no error shown, when the server holds no connection', async () => {
    const { actor, settle } = resumed();

    await settle('loadLocations', 'error', notConnected);

    expect(actor.getSnapshot().matches({ connect: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ error: null, retryStep: null, resumed: false, locations: [] });
    expect(actor.getSnapshot().can({ type: 'connection.start' })).toBe(true);
  });

  it('should then connect as usual from step 1', async () => {
    const { actor, inputsOf, settle } = resumed();
    await settle('loadLocations', 'error', notConnected);

    actor.send({ type: 'connection.authorized', code: 'code-1', state: 'state-1' });
    await settle('exchangeCode', 'done', undefined);
    await settle('loadLocations', 'done', firstPage);

    expect(inputsOf('exchangeCode')).toEqual([{ code: 'code-1', state: 'state-1' }]);
    expect(actor.getSnapshot().matches('selecting')).toBe(true);
  });

  it('should show the failed-connection modal when the account no longer manages a location', async () => {
    const { actor, settle } = resumed();
    await settle('loadLocations', 'error', noAccess);

    expect(actor.getSnapshot().value).toBe('noAccess');
    actor.send({ type: 'failure.reconnect' });
    expect(actor.getSnapshot().matches({ connect: 'authorizing' })).toBe(true);
  });

  it('should offer a retry after another error, and list again', async () => {
    const { actor, inputsOf, settle } = resumed();
    await settle('loadLocations', 'error', failure);
    expect([actor.getSnapshot().value, actor.getSnapshot().context.retryStep]).toEqual(['error', 'loadingLocations']);

    actor.send({ type: 'connection.retry' });
    await settle('loadLocations', 'done', firstPage);

    expect(inputsOf('loadLocations')).toEqual([
      { page: 1, perPage: 2 },
      { page: 1, perPage: 2 },
    ]);
    expect(actor.getSnapshot().matches({ selecting: 'idle' })).toBe(true);
  });

  it('should page, select and finish as after a consent', async () => {
    const { actor, effects, inputsOf, settle } = resumed();
    await settle('loadLocations', 'done', firstPage);
    actor.send({ type: 'locations.loadMore' });
    await settle('loadMoreLocations', 'done', secondPage);
    actor.send({ type: 'locations.toggle', locationId: 'c' });

    actor.send({ type: 'locations.confirm' });
    await settle('confirmSelection', 'done', { user });

    expect(inputsOf('confirmSelection')).toEqual([{ all: false, ids: ['c'] }]);
    expect(effects.users).toEqual([user]);
    expect(actor.getSnapshot().output).toEqual({ user, locations: [makeLocation('c')], count: 1 });
  });
});

describe('googleConnectionMachine when the connection is lost at step 2', () => {
  async function selecting() {
    const connection = startConnection({ input: { resume: true, perPage: 2 } });
    await connection.settle('loadLocations', 'done', firstPage);
    return connection;
  }

  it('should go to step 1, from scratch, when the next page finds no connection', async () => {
    const { actor, settle } = await selecting();
    actor.send({ type: 'locations.loadMore' });
    await settle('loadMoreLocations', 'error', notConnected);

    expect(actor.getSnapshot().matches({ connect: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ locations: [], total: 0, selection: { all: false, ids: [] } });
  });

  it('should go to step 1 when saving finds no connection', async () => {
    const { actor, settle } = await selecting();
    actor.send({ type: 'locations.toggle', locationId: 'a' });
    actor.send({ type: 'locations.confirm' });
    await settle('confirmSelection', 'error', notConnected);

    expect(actor.getSnapshot().matches({ connect: 'idle' })).toBe(true);
  });
});
