import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createLocation, signIn, type Team } from '../../../test/fixtures.ts';
import { migrationsFolder } from '../../db/database.ts';
import { locations, organizations, users } from '../../db/schema/index.ts';
import { caller } from '../sellers/sellers.fixtures.ts';
import { inboxTeams, locationOf } from './reviews.inbox.fixtures.ts';

// review_facet_rollups (migration inbox-facet-rollups: reviews, answered, assigned per location,
// UTC month, stars and source) must equal a recount of the reviews after every way a review
// changes: inserts of one and of many, a reply, an assignment, a rating corrected, a review moved
// to another location or month, its source, deletions, and the cascades of a member, a location
// and an organization going; and after the migration's backfill. Runs on both engines.

let t: TestApp;
let team: Team;
let foreign: Team;
let mine: string;
let other: string;

type Rows = Array<Record<string, string>>;
const rowsOf = async (query: SQL): Promise<Rows> => {
  const result = (await t.database.db.execute(query)) as unknown as { rows: Array<Record<string, unknown>> };
  return result.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, String(v)])));
};
const run = (query: SQL) => t.database.db.execute(query);

/** The rollups as stored (rows whose counts all went back to 0 are as good as absent) and as recounted. */
async function compare() {
  const stored = await rowsOf(sql`
    select organization_id, location_id, month::text as month, rating, source, reviews, answered, assigned
    from review_facet_rollups where (reviews, answered, assigned) <> (0, 0, 0)
    order by location_id, month, rating, source`);
  const recounted = await rowsOf(sql`
    select organization_id, location_id, date_trunc('month', reviewed_at at time zone 'UTC')::date::text as month,
      coalesce(rating, 0) as rating, source, count(*)::int as reviews,
      (count(*) filter (where reply_text is not null))::int as answered,
      (count(*) filter (where assigned_to is not null))::int as assigned
    from reviews group by 1, 2, 3, 4, 5 order by location_id, month, rating, source`);
  expect(stored).toEqual(recounted);
  return recounted.length;
}

/** `n` reviews of every shape at these locations: stars (and none), sources, replies, assignees, over two years. */
async function load(organizationId: string, locationIds: string[], assignee: string, n: number, tag: string) {
  await run(sql`
    insert into reviews (organization_id, location_id, source, google_review_id, rating, comment, reviewer_name,
      reviewer_email, reply_text, assigned_to, sentiment, reviewed_at, review_updated_at)
    select ${organizationId}::uuid,
      (${`{${locationIds.join(',')}}`}::uuid[])[1 + i % ${locationIds.length}],
      case when i % 5 = 0 then 'form' else 'google' end,
      case when i % 5 = 0 then null else 'accounts/1/locations/1/reviews/' || ${tag} || '-' || i end,
      case when i % 17 = 0 then null else 1 + (i * 7) % 5 end,
      'Bon pain', 'Client ' || i,
      case when i % 5 = 0 then 'client' || i || '@' || ${tag} || '.test' end,
      case when i % 3 = 0 then 'Merci !' end,
      case when i % 13 = 0 then ${assignee}::uuid end,
      'neutral',
      timestamptz '2024-01-01 00:00:00+00' + (i * interval '3 days 7 hours'),
      timestamptz '2024-01-01 00:00:00+00' + (i * interval '3 days 7 hours')
    from generate_series(1, ${n}) as i`);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  ({ team, foreign, mine, other } = await inboxTeams(db, 'facets'));
  await load(team.organizationId, [mine, other], team.manager.id, 300, 'facets');
  await load(foreign.organizationId, [await locationOf(db, foreign.seller.id)], foreign.manager.id, 80, 'foreign');
});
afterAll(() => t.close());

describe('the inbox facet rollups', () => {
  it('should equal a recount after inserts, one and many', async () => {
    expect(await compare()).toBeGreaterThan(40);
    await run(sql`
      insert into reviews (organization_id, location_id, source, rating, reviewer_name, reviewer_email, reviewed_at, review_updated_at)
      values (${team.organizationId}, ${mine}, 'form', null, 'Sans étoiles', 'sans@facets.test', now(), now())`);
    await compare();
  });

  it('should follow replies, assignments, rating corrections, moves and source changes', async () => {
    const scope = sql`organization_id = ${team.organizationId}`;
    await run(sql`update reviews set reply_text = 'Merci' where ${scope} and reply_text is null and rating = 1`);
    await compare();
    await run(sql`update reviews set reply_text = null where ${scope} and rating = 2`);
    await compare();
    await run(sql`update reviews set assigned_to = ${team.seller.id} where ${scope} and rating = 3`);
    await run(sql`update reviews set assigned_to = null where ${scope} and rating = 4 and assigned_to is not null`);
    await compare();
    // Stars corrected (to none, from none), to another location, to another month, from form to Google.
    await run(sql`update reviews set rating = case when rating is null then 5 when rating = 5 then null else rating + 1 end
      where ${scope} and source = 'google'`);
    await compare();
    await run(sql`update reviews set location_id = ${other} where location_id = ${mine} and rating = 2`);
    await run(sql`update reviews set reviewed_at = reviewed_at + interval '20 days' where ${scope} and rating = 4`);
    await compare();
    await run(sql`update reviews set source = 'google', google_review_id = 'accounts/1/locations/1/reviews/moved-' || id
      where ${scope} and source = 'form' and rating = 1`);
    await compare();
    // An update that changes nothing counted (the analyser's tags) leaves the rollups as they were.
    await run(sql`update reviews set sentiment = 'positive' where ${scope}`);
    await compare();
  });

  it('should follow the inbox’s own assignments, replies and deletions', async () => {
    const call = caller(t.app);
    const owner = await signIn(t.app, team.owner.email);
    const list = await call('GET', '/manager/reviews?tab=unanswered&source=form&per_page=5', owner);
    const [a, b] = (list.body.data.reviews as Array<{ id: string }>).map((review) => review.id);
    expect((await call('POST', `/manager/reviews/${a}/assign`, owner, { user_id: team.seller.id })).status).toBe(200);
    const replied = await call('POST', `/manager/reviews/${a}/reply`, owner, { text: 'Merci !' });
    expect(replied.status, JSON.stringify(replied.body)).toBe(200);
    expect((await call('DELETE', `/manager/reviews/${b}`, owner)).status).toBe(200);
    await compare();
  });

  it('should be rebuilt by the migration’s backfill from the reviews stored before it', async () => {
    const file = readdirSync(migrationsFolder).find((name) => name.endsWith('_inbox-facet-rollups.sql'))!;
    const statements = readFileSync(join(migrationsFolder, file), 'utf8')
      .split('--> statement-breakpoint')
      .filter((statement) => /^\s*(-- .*\n)*INSERT INTO review_facet_rollups /i.test(statement));
    expect(statements).toHaveLength(1);
    const before = await compare();
    await run(sql`delete from review_facet_rollups`);
    for (const statement of statements) await run(sql.raw(statement));
    expect(await compare()).toBe(before);
  });

  it('should equal a recount after deletions and the cascades of a member, a location and an organization', async () => {
    const db = t.database.db;
    await run(sql`delete from reviews where organization_id = ${team.organizationId} and rating = 5`);
    await compare();
    // A member's account removed: the reviews assigned to them become unassigned (set null).
    await db.delete(users).where(eq(users.id, team.manager.id));
    await compare();
    const third = await createLocation(db, team.organizationId);
    await run(sql`update reviews set location_id = ${third} where location_id = ${other} and rating = 3`);
    await db.delete(locations).where(eq(locations.id, third));
    await compare();
    await db.delete(organizations).where(eq(organizations.id, foreign.organizationId));
    await compare();
    const left = await rowsOf(sql`select count(*)::int as n from review_facet_rollups
      where organization_id = ${foreign.organizationId} or location_id = ${third}`);
    expect(left).toEqual([{ n: '0' }]);
  });
});
