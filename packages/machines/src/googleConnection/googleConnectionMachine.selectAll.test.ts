import { describe, expect, it } from 'vitest';
import { makeUser } from '../test/fixtures.ts';
import { isLocationSelected, selectedCount } from './googleConnection.selection.ts';
import { firstPage, makeLocation, secondPage, startConnection } from './googleConnectionMachine.harness.ts';

const user = makeUser({ business_profile_token: true });

/** Page 1 of 2 listed (a, b; c is on page 2), 3 locations in all. */
async function selecting() {
  const connection = startConnection({ input: { resume: true, perPage: 2 } });
  await connection.settle('loadLocations', 'done', firstPage);
  return connection;
}

describe('googleConnectionMachine "Select all" on a paged list', () => {
  it('should select every location of the connection, the pages not loaded yet included', async () => {
    const { actor } = await selecting();
    actor.send({ type: 'locations.toggle', locationId: 'b' });

    actor.send({ type: 'locations.selectAll' });

    const { selection, total } = actor.getSnapshot().context;
    expect(selection).toEqual({ all: true, excludedIds: [] });
    expect(selectedCount(selection, total)).toBe(3);
    expect(['a', 'b', 'c'].map((id) => isLocationSelected(selection, id))).toEqual([true, true, true]);
    expect(actor.getSnapshot().can({ type: 'locations.confirm' })).toBe(true);
  });

  it('should tick the next page as it comes, and record what is unticked as exclusions', async () => {
    const { actor, settle } = await selecting();
    actor.send({ type: 'locations.selectAll' });
    actor.send({ type: 'locations.loadMore' });
    await settle('loadMoreLocations', 'done', secondPage);

    actor.send({ type: 'locations.toggle', locationId: 'c' });
    actor.send({ type: 'locations.toggle', locationId: 'a' });
    actor.send({ type: 'locations.toggle', locationId: 'a' });

    const { selection, total } = actor.getSnapshot().context;
    expect(selection).toEqual({ all: true, excludedIds: ['c'] });
    expect(selectedCount(selection, total)).toBe(2);
  });

  it('should save "all but the excluded" in one call and count them all on success', async () => {
    const { actor, inputsOf, settle } = await selecting();
    actor.send({ type: 'locations.selectAll' });
    actor.send({ type: 'locations.toggle', locationId: 'b' });

    actor.send({ type: 'locations.confirm' });
    await settle('confirmSelection', 'done', { user });

    expect(inputsOf('confirmSelection')).toEqual([{ all: true, excludedIds: ['b'] }]);
    // c was never listed: it is counted, not named.
    expect(actor.getSnapshot().output).toEqual({ user, locations: [makeLocation('a')], count: 2 });
  });

  it('should not confirm once every location is unticked, and clear back to none', async () => {
    const { actor, settle } = await selecting();
    actor.send({ type: 'locations.selectAll' });
    actor.send({ type: 'locations.loadMore' });
    await settle('loadMoreLocations', 'done', secondPage);
    for (const id of ['a', 'b', 'c']) actor.send({ type: 'locations.toggle', locationId: id });
    expect(actor.getSnapshot().can({ type: 'locations.confirm' })).toBe(false);

    actor.send({ type: 'locations.selectAll' });
    expect(actor.getSnapshot().context.selection).toEqual({ all: true, excludedIds: [] });
    actor.send({ type: 'locations.clear' });

    expect(actor.getSnapshot().context.selection).toEqual({ all: false, ids: [] });
    expect(actor.getSnapshot().can({ type: 'locations.confirm' })).toBe(false);
  });

  it('should add 500 locations with one call, 20 of them listed', async () => {
    const { actor, inputsOf, settle } = startConnection({ input: { resume: true } });
    const items = Array.from({ length: 20 }, (_, index) => makeLocation(`l${index}`));
    await settle('loadLocations', 'done', { items, page: 1, lastPage: 25, total: 500 });

    actor.send({ type: 'locations.selectAll' });
    actor.send({ type: 'locations.confirm' });
    await settle('confirmSelection', 'done', { user });

    expect(inputsOf('loadLocations')).toEqual([{ page: 1, perPage: 20 }]);
    expect(inputsOf('confirmSelection')).toEqual([{ all: true, excludedIds: [] }]);
    expect(actor.getSnapshot().output?.count).toBe(500);
  });
});
