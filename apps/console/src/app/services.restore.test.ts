import { waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { managerSession } from '../testing/fixtures.ts';
import { isNewBuildServed } from './buildCheck.ts';
import type * as SessionCallsLoader from './loadSessionCalls.ts';
import { loadSessionCalls } from './loadSessionCalls.ts';
import { createServices } from './services.ts';

// The design system's styles need the vanilla-extract plugin; no toast is shown here (onError is given).
vi.mock('@starcrew/ui', () => ({ toastQueue: { add: vi.fn() } }));
// The session's chunk, failing as it does offline or after a deploy, then coming.
vi.mock('./loadSessionCalls.ts', async (original) => {
  const actual = await original<typeof SessionCallsLoader>();
  return { ...actual, loadSessionCalls: vi.fn(actual.loadSessionCalls) };
});
vi.mock('./buildCheck.ts', () => ({ isNewBuildServed: vi.fn(async () => false) }));

const notFetched = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

function storeSession() {
  localStorage.setItem('user', JSON.stringify(managerSession.user));
  localStorage.setItem('token', managerSession.access_token);
  localStorage.setItem('permissions', JSON.stringify(managerSession.permissions));
  localStorage.setItem('roles', JSON.stringify(managerSession.roles));
}

const settled = (services: ReturnType<typeof createServices>) =>
  waitFor(services.session, (snapshot) => !snapshot.matches('restoring'));

let reload = vi.fn();

beforeEach(() => {
  reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // No location calls are answered: the working location's failures are only logged.
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ data: [] })),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.mocked(loadSessionCalls).mockClear();
  vi.mocked(isNewBuildServed).mockReset().mockResolvedValue(false);
  localStorage.clear();
});

// Issue 18 follow-up: a stored session whose check could not be downloaded left the page blank.
describe('createServices, when the stored session cannot be checked', () => {
  it('should wait in unavailable with the stored session kept, and sign in when a retry loads it', async () => {
    storeSession();
    vi.mocked(loadSessionCalls).mockImplementationOnce(notFetched);
    const services = createServices({ onError: () => undefined, live: () => () => undefined });

    const snapshot = await settled(services);
    expect(snapshot.value).toBe('unavailable');
    expect(localStorage.getItem('token')).toBe(managerSession.access_token);
    // The first failure is shown, not reloaded (offline, a reload would lose the page).
    expect([isNewBuildServed, reload].map((spy) => vi.mocked(spy).mock.calls.length)).toEqual([0, 0]);

    services.session.send({ type: 'session.retry' });
    const after = await settled(services);
    expect(after.value).toBe('loggedIn');
    expect(after.context.user?.email).toBe(managerSession.user.email);
    expect(reload).not.toHaveBeenCalled();
    services.session.stop();
  });

  it('should stay unavailable when a retry fails again and the server serves the same build', async () => {
    storeSession();
    vi.mocked(loadSessionCalls).mockImplementationOnce(notFetched).mockImplementationOnce(notFetched);
    const services = createServices({ onError: () => undefined, live: () => () => undefined });
    await settled(services);

    services.session.send({ type: 'session.retry' });
    expect((await settled(services)).value).toBe('unavailable');
    expect(isNewBuildServed).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    services.session.stop();
  });

  it('should reload the page when a retry fails while the server serves a newer build', async () => {
    storeSession();
    vi.mocked(loadSessionCalls).mockImplementationOnce(notFetched).mockImplementationOnce(notFetched);
    vi.mocked(isNewBuildServed).mockResolvedValue(true);
    const services = createServices({ onError: () => undefined, live: () => () => undefined });
    await settled(services);

    services.session.send({ type: 'session.retry' });
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    // The page is going: the session neither signs in nor out meanwhile.
    expect(services.session.getSnapshot().value).toBe('restoring');
    expect(localStorage.getItem('token')).toBe(managerSession.access_token);
    services.session.stop();
  });
});
