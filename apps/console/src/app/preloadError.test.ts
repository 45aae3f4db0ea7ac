import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPreloadErrorHandler } from './preloadError.ts';

function preloadError() {
  const event = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('installPreloadErrorHandler', () => {
  afterEach(() => {
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('should reload once to fetch the new build when a lazy route fails to load', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    installPreloadErrorHandler();

    const first = preloadError();
    expect(first.defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);

    // A second failure right after the reload reaches the route's error page instead.
    const second = preloadError();
    expect(second.defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
