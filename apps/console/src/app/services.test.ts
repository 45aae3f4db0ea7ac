import { waitFor } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { managerSession, oberkampfLocation } from '../testing/fixtures.ts';
import { loadedSessionCalls } from './loadSessionCalls.ts';
import { createServices } from './services.ts';
import { waitForSession } from './session.ts';

// The design system's styles need the vanilla-extract plugin; no toast is shown here (onError is given).
vi.mock('@starcrew/ui', () => ({ toastQueue: { add: vi.fn() } }));

const lyon = { ...oberkampfLocation, id: 'loc-lyon', title: 'Lyon', name: 'Lyon' };

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

// Issue 18: the sign-in page renders without the session's calls and their schemas; a stored
// session brings them before it is signed in, so the working location reads its stored selection.
describe('createServices, restoring the session', () => {
  it('should end signed out without fetching the session calls when nothing is stored', async () => {
    const services = createServices({ onError: () => undefined, live: () => () => undefined });
    await waitForSession(services.session);
    expect(services.session.getSnapshot().matches('loggedOut')).toBe(true);
    expect(loadedSessionCalls()).toBeNull();
    services.session.stop();
  });

  it('should sign a stored session in with its calls loaded, and reopen the stored location', async () => {
    localStorage.setItem('user', JSON.stringify(managerSession.user));
    localStorage.setItem('token', managerSession.access_token);
    localStorage.setItem('permissions', JSON.stringify(managerSession.permissions));
    localStorage.setItem('roles', JSON.stringify(managerSession.roles));
    localStorage.setItem('selectedLocation', JSON.stringify(lyon));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request) =>
        String(url).endsWith('/v1/active-locations')
          ? Response.json({ data: [oberkampfLocation, lyon] })
          : Response.json({ data: lyon }),
      ),
    );
    const services = createServices({ onError: () => undefined, live: () => () => undefined });
    await waitForSession(services.session);
    expect(services.session.getSnapshot().matches('loggedIn')).toBe(true);
    expect(loadedSessionCalls()).not.toBeNull();
    const { context } = await waitFor(services.workingLocation.actor(), (snapshot) => !snapshot.hasTag('busy'));
    expect(context.selected).toEqual(lyon);
    services.session.stop();
  });
});
