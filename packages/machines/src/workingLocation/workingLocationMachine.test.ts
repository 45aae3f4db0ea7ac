import { describe, expect, it } from 'vitest';
import { dormant, failure, lyon, paris, startWorkingLocation } from './workingLocationMachine.harness.ts';
import { REFRESH_DEBOUNCE_MS } from './workingLocationMachine.ts';

describe('workingLocationMachine: opening (spec section 4)', () => {
  it('should list the active locations, access the first, store it and say the location changed', async () => {
    const { actor, effects, settle, inputsOf } = startWorkingLocation();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settle('listLocations', 'done', [paris, lyon]);
    expect(inputsOf('accessLocation')).toEqual([{ id: 'paris' }]);
    await settle('accessLocation', 'done', paris);
    expect(actor.getSnapshot().context).toMatchObject({ locations: [paris, lyon], listed: true, selected: paris });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(effects.stored).toEqual([paris]);
    expect(effects.changed).toEqual(['paris']);
  });

  it('should keep the stored location while it is still listed', async () => {
    const { settle, inputsOf } = startWorkingLocation({ input: { stored: lyon } });
    await settle('listLocations', 'done', [paris, lyon]);
    expect(inputsOf('accessLocation')).toEqual([{ id: 'lyon' }]);
  });

  it('should not open a location kept from another account, nor an inactive licence when an active one exists', async () => {
    const { settle, inputsOf } = startWorkingLocation({ input: { stored: { ...lyon, id: 'elsewhere' } } });
    await settle('listLocations', 'done', [dormant, paris]);
    expect(inputsOf('accessLocation')).toEqual([{ id: 'paris' }]);
  });

  it('should not land on a stored location whose licence is now inactive when an active one exists', async () => {
    const { settle, inputsOf } = startWorkingLocation({ input: { stored: dormant } });
    await settle('listLocations', 'done', [dormant, paris]);
    expect(inputsOf('accessLocation')).toEqual([{ id: 'paris' }]);
  });

  it('should open the stored inactive location when no licence is active', async () => {
    const { settle, inputsOf } = startWorkingLocation({ input: { stored: dormant } });
    await settle('listLocations', 'done', [{ ...paris, license_status: 'inactive' }, dormant]);
    expect(inputsOf('accessLocation')).toEqual([{ id: 'dormant' }]);
  });

  it('should keep an inactive location the user chose through a refresh', async () => {
    const { actor, clock, settle, inputsOf } = startWorkingLocation();
    await settle('listLocations', 'done', [dormant, paris]);
    await settle('accessLocation', 'done', paris);
    actor.send({ type: 'location.select', id: 'dormant' });
    await settle('listLocations', 'done', [dormant, paris]);
    await settle('accessLocation', 'done', dormant);
    actor.send({ type: 'location.refresh' });
    clock.increment(REFRESH_DEBOUNCE_MS);
    await settle('listLocations', 'done', [dormant, paris]);
    expect(inputsOf('accessLocation')).toEqual([{ id: 'paris' }, { id: 'dormant' }, { id: 'dormant' }]);
  });

  it('should open nothing when there is no location', async () => {
    const { actor, effects, settle, isRunning } = startWorkingLocation();
    await settle('listLocations', 'done', []);
    expect(isRunning('accessLocation')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({ listed: true, locations: [], selected: null });
    expect(effects.changed).toEqual([]);
  });

  it('should only log a failed list', async () => {
    const { actor, effects, settle } = startWorkingLocation();
    await settle('listLocations', 'error', failure);
    expect(effects.logged).toEqual([{ what: 'Error fetching locations', error: failure }]);
    expect(actor.getSnapshot().context).toMatchObject({ listed: true, locations: null, selected: null });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });
});

describe('workingLocationMachine: choosing', () => {
  async function opened() {
    const started = startWorkingLocation();
    await started.settle('listLocations', 'done', [paris, lyon]);
    await started.settle('accessLocation', 'done', paris);
    return started;
  }

  it('should list again, access the chosen one, store it and say so', async () => {
    const { actor, effects, settle, inputsOf } = await opened();
    actor.send({ type: 'location.select', id: 'lyon' });
    await settle('listLocations', 'done', [paris, lyon]);
    expect(inputsOf('accessLocation')).toEqual([{ id: 'paris' }, { id: 'lyon' }]);
    await settle('accessLocation', 'done', lyon);
    expect(actor.getSnapshot().context.selected).toEqual(lyon);
    expect(effects.stored).toEqual([paris, lyon]);
    expect(effects.changed).toEqual(['paris', 'lyon']);
  });

  it("should only log 'Error accessing location' when access fails or answers nothing, keeping the selection", async () => {
    const { actor, effects, settle } = await opened();
    actor.send({ type: 'location.select', id: 'lyon' });
    await settle('listLocations', 'done', [paris, lyon]);
    await settle('accessLocation', 'error', failure);
    actor.send({ type: 'location.select', id: 'lyon' });
    await settle('listLocations', 'error', failure);
    await settle('accessLocation', 'done', null);
    expect(effects.logged.map((f) => f.what)).toEqual([
      'Error accessing location',
      'Error fetching locations',
      'Error accessing location',
    ]);
    expect(actor.getSnapshot().context.selected).toEqual(paris);
    expect(effects.changed).toEqual(['paris']);
  });
});

describe("workingLocationMachine: 'location refresh' (debounced 300 ms)", () => {
  it('should reload the list and re-access the selected one once, 300 ms after the last of a burst', async () => {
    const { actor, clock, effects, settle, isRunning, inputsOf } = startWorkingLocation({ input: { stored: lyon } });
    await settle('listLocations', 'done', [paris, lyon]);
    await settle('accessLocation', 'done', lyon);
    actor.send({ type: 'location.refresh' });
    clock.increment(200);
    actor.send({ type: 'location.refresh' });
    clock.increment(REFRESH_DEBOUNCE_MS - 1);
    expect(isRunning('listLocations')).toBe(false);
    clock.increment(1);
    expect(isRunning('listLocations')).toBe(true);
    const renamed = { ...lyon, name: 'Lyon Part-Dieu', title: 'Lyon Part-Dieu' };
    await settle('listLocations', 'done', [paris, renamed]);
    await settle('accessLocation', 'done', renamed);
    expect(inputsOf('accessLocation')).toEqual([{ id: 'lyon' }, { id: 'lyon' }]);
    expect(actor.getSnapshot().context.selected).toEqual(renamed);
    expect(effects.changed).toEqual(['lyon', 'lyon']);
  });
});
