import { afterEach, describe, expect, it, vi } from 'vitest';
import { debounce, readSelectedLocation, SELECTED_LOCATION_KEY, storeSelectedLocation } from './locationEvents.ts';
import { oberkampfLocation } from '../../testing/fixtures.ts';

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

afterEach(() => vi.useRealTimers());

describe('location refresh debounce (spec section 4: 300 ms)', () => {
  it('should run once, 300 ms after the last of a burst', () => {
    vi.useFakeTimers();
    const handler = vi.fn();
    const refresh = debounce(handler, 300);
    refresh.run();
    vi.advanceTimersByTime(200);
    refresh.run();
    vi.advanceTimersByTime(299);
    expect(handler).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('should not run once cancelled', () => {
    vi.useFakeTimers();
    const handler = vi.fn();
    const refresh = debounce(handler, 300);
    refresh.run();
    refresh.cancel();
    vi.advanceTimersByTime(1000);
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('selected location storage', () => {
  it('should keep the accessed location and read it back', () => {
    const storage = memoryStorage();
    storeSelectedLocation(oberkampfLocation, storage);
    expect(readSelectedLocation(storage)).toEqual(oberkampfLocation);
  });

  it('should read nothing from an empty or broken entry', () => {
    const storage = memoryStorage();
    expect(readSelectedLocation(storage)).toBeNull();
    storage.map.set(SELECTED_LOCATION_KEY, '{not json');
    expect(readSelectedLocation(storage)).toBeNull();
  });
});
