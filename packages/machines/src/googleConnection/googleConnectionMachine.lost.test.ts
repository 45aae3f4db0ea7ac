import { describe, expect, it } from 'vitest';
import { failure, firstPage, notConnected, startConnection } from './googleConnectionMachine.harness.ts';

/** Step 2 with the first page listed, from a resume (the shortest way there). */
async function selecting() {
  const connection = startConnection({ input: { resume: true, perPage: 2 } });
  await connection.settle('loadLocations', 'done', firstPage);
  return connection;
}

describe('googleConnectionMachine: the connection lost after listing', () => {
  it('should remember it when the next page finds no connection', async () => {
    const { actor, settle } = await selecting();
    expect(actor.getSnapshot().context.connectionLost).toBe(false);

    actor.send({ type: 'locations.loadMore' });
    await settle('loadMoreLocations', 'error', notConnected);

    expect(actor.getSnapshot().matches({ connect: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ connectionLost: true, error: null, locations: [] });
  });

  it('should remember it when saving finds no connection, after a retry too', async () => {
    const { actor, settle } = await selecting();
    actor.send({ type: 'locations.toggle', locationId: 'a' });
    actor.send({ type: 'locations.confirm' });
    await settle('confirmSelection', 'error', failure);
    expect(actor.getSnapshot().context.connectionLost).toBe(false);

    actor.send({ type: 'connection.retry' });
    await settle('confirmSelection', 'error', notConnected);

    expect(actor.getSnapshot().matches({ connect: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.connectionLost).toBe(true);
  });

  it('should not say it when a resume finds no connection: nothing was listed in this visit', async () => {
    const { actor, settle } = startConnection({ input: { resume: true } });

    await settle('loadLocations', 'error', notConnected);

    expect(actor.getSnapshot().matches({ connect: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.connectionLost).toBe(false);
  });

  it('should forget it when a new connection starts', async () => {
    const { actor, settle } = await selecting();
    actor.send({ type: 'locations.loadMore' });
    await settle('loadMoreLocations', 'error', notConnected);

    actor.send({ type: 'connection.start' });

    expect(actor.getSnapshot().matches({ connect: 'authorizing' })).toBe(true);
    expect(actor.getSnapshot().context.connectionLost).toBe(false);
  });

  it('should forget it when Google’s code arrives', async () => {
    const { actor, settle } = await selecting();
    actor.send({ type: 'locations.loadMore' });
    await settle('loadMoreLocations', 'error', notConnected);

    actor.send({ type: 'connection.authorized', code: 'code-2', state: 'state-2' });

    expect(actor.getSnapshot().value).toBe('exchanging');
    expect(actor.getSnapshot().context.connectionLost).toBe(false);
  });
});

describe('googleConnectionMachine: step 1 shown again from the browser’s history', () => {
  it('should be usable again when the page that left for Google comes back', async () => {
    const { actor, settle } = startConnection();
    actor.send({ type: 'connection.start' });
    await settle('startAuthorization', 'done', { url: 'https://accounts.example/consent' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);

    actor.send({ type: 'connection.returned' });

    expect(actor.getSnapshot().matches({ connect: 'idle' })).toBe(true);
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().can({ type: 'connection.start' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ wasCancelled: false, connectionLost: false, error: null });
  });

  it('should change nothing elsewhere', async () => {
    const { actor } = await selecting();

    actor.send({ type: 'connection.returned' });

    expect(actor.getSnapshot().matches({ selecting: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.locations).toEqual(firstPage.items);
  });
});
