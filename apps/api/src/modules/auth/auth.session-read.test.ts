import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions, subscriptions, type SessionRow, type UserRow } from '../../db/schema/index.ts';
import { hashAccessToken } from '../../lib/tokens.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createOrganization, createUser, signIn } from '../../../test/fixtures.ts';
import { createAuthRepository, type AuthRepository, type LiveSession } from './auth.repository.ts';
import { createAuthService } from './auth.service.ts';

// Issue 18, "Request overhead": every authenticated request starts with one read of its
// session, its user and whether the organization is subscribed; the subscription rule (406)
// and the once-a-minute record of use need no statement of their own.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A newer subscription row of the organization, in this status. */
async function subscribe(organizationId: string, status: 'active' | 'trialing' | 'canceled', createdAt: Date) {
  await t.database.db.insert(subscriptions).values({
    organizationId,
    provider: 'sandbox',
    providerSubscriptionId: `sub_read_${organizationId}_${createdAt.getTime()}`,
    plan: 'network',
    interval: 'year',
    quantity: 1,
    status,
    currentPeriodStart: new Date('2026-01-01T00:00:00Z'),
    currentPeriodEnd: new Date('2099-01-01T00:00:00Z'),
    createdAt,
  });
}

describe('the session read', () => {
  it("should tell whether the organization's latest subscription is active or trialing", async () => {
    const repository = createAuthRepository(t.database.db);
    const organizationId = await createOrganization(t.database.db, 'Boulangerie Lecture', { subscribed: false });
    const owner = await createUser(t.database.db, { organizationId });
    const token = await signIn(t.app, owner.email);
    const read = () => repository.findLiveSession(hashAccessToken(token), new Date());

    expect((await read())?.subscribed).toBe(false);
    await subscribe(organizationId, 'trialing', new Date('2026-02-01T00:00:00Z'));
    expect((await read())?.subscribed).toBe(true);
    await subscribe(organizationId, 'canceled', new Date('2026-03-01T00:00:00Z'));
    expect((await read())?.subscribed).toBe(false);
    await subscribe(organizationId, 'active', new Date('2026-04-01T00:00:00Z'));
    const found = await read();
    expect(found?.subscribed).toBe(true);
    expect(found?.user.id).toBe(owner.id);
  });

  it('should find no session once it has expired or been revoked', async () => {
    const repository = createAuthRepository(t.database.db);
    const owner = await createUser(t.database.db);
    const token = await signIn(t.app, owner.email);
    const hash = hashAccessToken(token);
    const [session] = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    if (!session) throw new Error('no session');
    expect(await repository.findLiveSession(hash, new Date(session.expiresAt.getTime() - 1000))).toBeDefined();
    expect(await repository.findLiveSession(hash, session.expiresAt)).toBeUndefined();
    await repository.revokeSession(session.id, new Date());
    expect(await repository.findLiveSession(hash, new Date())).toBeUndefined();
  });

  it('should refuse a manager at the next request once the subscription ends, on the same session', async () => {
    const organizationId = await createOrganization(t.database.db, 'Boulangerie Fin');
    const owner = await createUser(t.database.db, { organizationId });
    const token = await signIn(t.app, owner.email);
    const dashboard = () => t.app.inject({ url: '/api/v1/manager/dashboard', headers: bearer(token) });

    expect((await dashboard()).statusCode).toBe(200);
    await subscribe(organizationId, 'canceled', new Date());
    const refused = await dashboard();
    expect(refused.statusCode).toBe(406);
    expect(refused.json()).toEqual({
      message: 'Your organization has no active subscription. Choose a plan to continue.',
      error: 'SubscriptionException',
    });
  });
});

describe('the record of use', () => {
  const at = new Date('2026-06-01T12:00:00Z');
  const found = (lastUsedAt: Date): LiveSession => ({
    session: { id: 'session-1', lastUsedAt } as SessionRow,
    user: { status: 'active' } as UserRow,
    subscribed: true,
  });

  function serviceWith(lastUsedAt: Date) {
    const touchSession = vi.fn(async () => undefined);
    const repository = {
      findLiveSession: async () => found(lastUsedAt),
      touchSession,
    } as unknown as AuthRepository;
    const service = createAuthService({
      repository,
      passwords: {} as PasswordHasher,
      limiter: {} as RateLimiter,
      now: () => at,
    });
    return { service, touchSession };
  }

  it('should not write a session used within the last minute', async () => {
    const { service, touchSession } = serviceWith(new Date(at.getTime() - 59_000));
    expect(await service.authenticate('token')).toMatchObject({ session: { id: 'session-1' }, subscribed: true });
    expect(touchSession).not.toHaveBeenCalled();
  });

  it('should record the use of a session last used more than a minute ago', async () => {
    const { service, touchSession } = serviceWith(new Date(at.getTime() - 61_000));
    await service.authenticate('token');
    expect(touchSession).toHaveBeenCalledWith('session-1', at);
  });
});
