import { currentPlan } from '@starcrew/api-client';
import type { SessionData } from '@starcrew/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../app/services.ts';
import { waitForSession } from '../../app/session.ts';
import { managerSession, ownerSession } from '../../testing/fixtures.ts';

/** Stores a signed-in session as the console does (the keys the session store reads back). */
function store(session: SessionData) {
  localStorage.clear();
  localStorage.setItem('user', JSON.stringify(session.user));
  localStorage.setItem('token', session.access_token);
  localStorage.setItem('permissions', JSON.stringify(session.permissions));
  localStorage.setItem('roles', JSON.stringify(session.roles));
}

/** The real services with the real API client; the network answers every call 406 SubscriptionException. */
async function servicesAnswering406(session: SessionData) {
  store(session);
  const fetch = vi.fn(async () =>
    Response.json({ message: 'Please subscribe to a plan.', error: 'SubscriptionException' }, { status: 406 }),
  );
  vi.stubGlobal('fetch', fetch);
  const assign = vi.fn();
  const services = createServices({ assign, onError: () => undefined });
  await waitForSession(services.session);
  return { ...services, assign, fetch };
}

// The design system's styles need the vanilla-extract plugin; no toast is shown here (onError is given).
vi.mock('@starcrew/ui', () => ({ toastQueue: { add: vi.fn() } }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a manager call answered 406 SubscriptionException (spec section 8)', () => {
  it('should mark the user unsubscribed, keep that in storage, and open /manager/plans', async () => {
    const { api, session, assign, fetch } = await servicesAnswering406(managerSession);
    expect(session.getSnapshot().context.user?.is_plan_subscribed).toBe(true);

    await expect(currentPlan(api)).rejects.toMatchObject({ kind: 'subscription', status: 406 });

    expect(fetch).toHaveBeenCalledOnce();
    expect(session.getSnapshot().context.user?.is_plan_subscribed).toBe(false);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ is_plan_subscribed: false });
    expect(assign).toHaveBeenCalledExactlyOnceWith('/manager/plans');
    session.stop();
  });

  it('should send an owner without billing info to the network plans instead (guard rule 4)', async () => {
    const owner = { ...ownerSession, user: { ...ownerSession.user, billing_info: null } };
    const { api, session, assign } = await servicesAnswering406(owner);

    await expect(currentPlan(api)).rejects.toMatchObject({ kind: 'subscription' });

    expect(session.getSnapshot().context.user).toMatchObject({ is_plan_subscribed: false, billing_info: null });
    expect(assign).toHaveBeenCalledExactlyOnceWith('/manager/my-networks/plans');
    session.stop();
  });
});
