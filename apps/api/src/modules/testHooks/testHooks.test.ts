import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam } from '../../../test/fixtures.ts';
import { campaigns } from '../../db/schema/index.ts';
import { insertCampaign, locationsOf } from '../campaigns/campaigns.fixtures.ts';
import { createTestClock } from './testHooks.module.ts';

/** The e2e's hooks (E2E_HOOKS=1): served only with a test clock, which every service then reads. */
let t: TestApp;
let plain: TestApp;
const clock = createTestClock();

beforeAll(async () => {
  t = await createTestApp({ testClock: clock, now: clock.now });
  plain = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await plain?.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('the e2e hooks', () => {
  it('should move the clock, close what has ended by it, and go back to the real time', async () => {
    const db = t.database.db;
    const team = await createTeam(db, 'Horloge');
    const id = await insertCampaign(db, {
      organizationId: team.organizationId,
      locationIds: await locationsOf(db, team.seller.id),
      participantIds: [team.seller.id],
      startDate: day(-1),
      endDate: day(1),
    });
    const closedAt = async () => (await db.select().from(campaigns).where(eq(campaigns.id, id)))[0]?.closedAt;

    await t.app.inject({ method: 'POST', url: '/api/dev/campaigns/close-out' });
    expect(await closedAt()).toBeNull();

    const later = new Date(Date.now() + 3 * 86_400_000);
    const moved = await t.app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { at: later.toISOString() } });
    expect(moved.statusCode).toBe(200);
    expect(Math.abs(clock.now().getTime() - later.getTime())).toBeLessThan(5_000);
    const closed = await t.app.inject({ method: 'POST', url: '/api/dev/campaigns/close-out' });
    expect(closed.json()).toMatchObject({ data: { closed: 1 } });
    expect(await closedAt()).not.toBeNull();

    await t.app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { at: null } });
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });

  it('should not exist without E2E_HOOKS', async () => {
    const response = await plain.app.inject({ method: 'PUT', url: '/api/dev/clock', payload: { at: null } });
    expect(response.statusCode).toBe(404);
    expect((await plain.app.inject({ method: 'POST', url: '/api/dev/campaigns/close-out' })).statusCode).toBe(404);
  });
});
