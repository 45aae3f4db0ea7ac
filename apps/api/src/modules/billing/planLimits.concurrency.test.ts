import { and, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, signIn, uniqueEmail, type Team } from '../../../test/fixtures.ts';
import { createGate } from '../../../test/gate.ts';
import { campaignLocations, campaigns, locations, subscriptions, userLocations, users } from '../../db/schema/index.ts';
import { argon2Hasher, type PasswordHasher } from '../../lib/passwords.ts';
import { caller } from '../sellers/sellers.fixtures.ts';

/**
 * Two requests at the same moment for the last place under a plan limit (billing DECISIONS.md,
 * "One unit"): exactly one is written, the other is refused with 403 PlanLimitReached. Run on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where the requests run on two connections.
 */
let t: TestApp;
let call: ReturnType<typeof caller>;

/**
 * Holds the next password hashes until all of them are done (`gate.together`), so the member
 * creations they belong to reach the plan's check at the same moment (hashing is slow and comes first).
 */
const gate = createGate();
const passwords: PasswordHasher = {
  async hash(password) {
    const hashed = await argon2Hasher.hash(password);
    await gate.pass();
    return hashed;
  },
  verify: (passwordHash, password) => argon2Hasher.verify(passwordHash, password),
};

beforeAll(async () => {
  t = await createTestApp({ passwords });
  call = caller(t.app);
});
afterAll(() => t?.close());

/** A team on Essential (5 members, 2 running campaigns per location) and the location of its manager and seller. */
async function essentialTeam(name: string): Promise<{ team: Team; owner: string; location: string }> {
  const db = t.database.db;
  const team = await createTeam(db, name);
  await db
    .update(subscriptions)
    .set({ plan: 'essential' })
    .where(eq(subscriptions.organizationId, team.organizationId));
  const [tie] = await db.select().from(userLocations).where(eq(userLocations.userId, team.seller.id));
  const location = tie!.locationId;
  await db.update(locations).set({ title: 'Lyon Part-Dieu' }).where(eq(locations.id, location));
  return { team, owner: await signIn(t.app, team.owner.email), location };
}

/** The active sellers and managers tied to a location, as the plan counts them. */
async function membersAt(location: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: users.id })
    .from(userLocations)
    .innerJoin(users, eq(users.id, userLocations.userId))
    .where(
      and(
        eq(userLocations.locationId, location),
        inArray(users.role, ['seller', 'manager']),
        eq(users.status, 'active'),
        isNull(users.deletedAt),
      ),
    );
  return rows.length;
}

const seller = (location: string) => ({
  first_name: 'Léa',
  last_name: 'Martin',
  email: uniqueEmail('race'),
  location_ids: [location],
  status: 'active',
});
const manager = (location: string) => ({
  first_name: 'Marc',
  last_name: 'Durand',
  email: uniqueEmail('race-manager'),
  password: 'Starcrew-2026',
  location_ids: [location],
});

const statuses = (answers: Array<{ status: number }>) => answers.map((a) => a.status).sort();

describe('the last place under a plan limit, asked for twice at once', () => {
  it('should create one of two sellers added at the same moment, and refuse the other', async () => {
    const { owner, location } = await essentialTeam('Org race sellers');
    // The manager and the seller, and two more: one place left.
    for (let i = 0; i < 2; i += 1) {
      expect((await call('POST', '/manager/sellers', owner, seller(location))).status).toBe(200);
    }
    expect(await membersAt(location)).toBe(4);
    gate.together(2);
    const answers = await Promise.all([
      call('POST', '/manager/sellers', owner, seller(location)),
      call('POST', '/manager/sellers', owner, seller(location)),
    ]);
    expect(statuses(answers)).toEqual([200, 403]);
    const refused = answers.find((a) => a.status === 403)!;
    expect(refused.body).toMatchObject({
      error: 'PlanLimitReached',
      message:
        'Lyon Part-Dieu already has 5 team members, the most your Essential plan allows per location. Upgrade your plan to add more.',
    });
    expect(await membersAt(location)).toBe(5);
  });

  it('should create one of a seller and a manager added at the same moment, and refuse the other', async () => {
    const { owner, location } = await essentialTeam('Org race team');
    for (let i = 0; i < 2; i += 1) {
      expect((await call('POST', '/manager/sellers', owner, seller(location))).status).toBe(200);
    }
    gate.together(2);
    const answers = await Promise.all([
      call('POST', '/manager/sellers', owner, seller(location)),
      call('POST', '/super-manager/managers', owner, manager(location)),
    ]);
    expect(statuses(answers)).toEqual([200, 403]);
    expect(await membersAt(location)).toBe(5);
  });

  it('should create one of two campaigns saved at the same moment at a location with one place left', async () => {
    const { team, owner, location } = await essentialTeam('Org race campaigns');
    const campaign = (title: string) => ({
      title,
      start_date: '2099-05-01',
      end_date: '2099-05-31',
      reward_mode: 'target',
      reviews_target: 2,
      reward_rule: 'all_reaching_goal',
      reward_description: 'Un brunch pour deux',
      location_mode: 'shared',
      location_ids: [location],
      participant_ids: [team.seller.id],
    });
    expect((await call('POST', '/manager/campaigns', owner, campaign('Premier'))).status).toBe(200);
    const answers = await Promise.all([
      call('POST', '/manager/campaigns', owner, campaign('Deuxième')),
      call('POST', '/manager/campaigns', owner, campaign('Troisième')),
    ]);
    expect(statuses(answers)).toEqual([200, 403]);
    expect(answers.find((a) => a.status === 403)!.body).toMatchObject({
      error: 'PlanLimitReached',
      message:
        'Lyon Part-Dieu already takes part in 2 campaigns running on one of these days, the most your Essential plan allows per location. Upgrade your plan or choose other days.',
    });
    const written = await t.database.db
      .select({ id: campaigns.id })
      .from(campaigns)
      .innerJoin(campaignLocations, eq(campaignLocations.campaignId, campaigns.id))
      .where(eq(campaignLocations.locationId, location));
    expect(written).toHaveLength(2);
  });
});
