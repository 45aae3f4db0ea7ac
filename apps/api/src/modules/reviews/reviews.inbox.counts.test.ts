import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createLocation, type Team } from '../../../test/fixtures.ts';
import { caller } from '../sellers/sellers.fixtures.ts';
import { createSellerDashboardRepository } from '../sellers/sellerDashboard.repository.ts';
import {
  inboxTeams,
  locationOf,
  loggingDb,
  recountSql,
  scopeSql,
  signInAll,
  type Who,
} from './reviews.inbox.fixtures.ts';
import { createInboxRepository } from './reviews.inbox.repository.ts';

// The inbox's tab counts come from the rollups when it opens unfiltered (owner, manager), from the
// facet rollups (plus a date range's partial months) for stars, source and days, and from one
// aggregate over the rows otherwise (reviews/DECISIONS.md). Either way they must be
// what a recount of the caller's reviews gives; and at the size of this data set the planner
// must read the rollups or an index, never the whole reviews table. Runs on both engines.

let t: TestApp;
let team: Team;
let foreign: Team;
let call: ReturnType<typeof caller>;
let tokens: Record<Who, string>;
let mine: string;
let other: string;

/** Reviews of every shape over a few years: ratings, replies, sources, sellers (`NULL`: none), assignees, comments. */
async function load(organizationId: string, locationIds: string[], sellers: string[], assignee: string, n: number) {
  await t.database.db.execute(sql`
    insert into reviews (organization_id, location_id, source, google_review_id, rating, comment, reviewer_name,
      reviewer_email, reply_text, seller_id, assigned_to, sentiment, reviewed_at, review_updated_at)
    select ${organizationId}::uuid,
      (${`{${locationIds.join(',')}}`}::uuid[])[1 + i % ${locationIds.length}],
      case when i % 5 = 0 then 'form' else 'google' end,
      case when i % 5 = 0 then null else 'accounts/1/locations/1/reviews/counts-' || i end,
      case when i % 17 = 0 then null else 1 + (i * 7) % 5 end,
      case i % 4 when 0 then 'Pain rassis, attente trop longue' when 1 then 'Excellent accueil' end,
      case when i % 9 = 0 then 'Client Attentif ' || i else 'Client ' || i end,
      case when i % 5 = 0 then 'client' || i || '@example.test' end,
      case when i % 3 = 0 then 'Merci !' end,
      (${`{${sellers.join(',')}}`}::uuid[])[case when i % 7 = 0 then 1 + i % ${locationIds.length} end],
      case when i % 13 = 0 then ${assignee}::uuid end,
      'neutral',
      timestamptz '2023-01-01 00:00:00+00' + (i * interval '97 minutes'),
      timestamptz '2023-01-01 00:00:00+00' + (i * interval '97 minutes')
    from generate_series(1, ${n}) as i`);
}

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  const db = t.database.db;
  ({ team, foreign, mine, other } = await inboxTeams(db, 'counts'));
  const third = await createLocation(db, team.organizationId);
  // Seller i of the array collects at location i (the third has none): the seller at the manager's location.
  await load(
    team.organizationId,
    [third, mine, other],
    ['NULL', team.seller.id, team.otherSeller.id],
    team.manager.id,
    12_000,
  );
  const foreignLocations = await Promise.all([
    locationOf(db, foreign.seller.id),
    locationOf(db, foreign.otherSeller.id),
  ]);
  await load(
    foreign.organizationId,
    foreignLocations,
    [foreign.seller.id, foreign.otherSeller.id],
    foreign.manager.id,
    6_000,
  );
  await db.execute(sql`analyze`);
  tokens = await signInAll(t.app, team);
});
afterAll(() => t.close());

const recount = (who: Who, filter: SQL) => recountSql(t.database.db, sql`${scopeSql(team, who)} and ${filter}`);

async function countsOf(who: Who, query: string) {
  const path = who === 'seller' ? '/seller/reviews' : '/manager/reviews';
  const answer = await call('GET', `${path}?${query}`, tokens[who]);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data.counts as Record<'all' | 'assigned' | 'unassigned' | 'answered' | 'unanswered', number>;
}

const cases = (): Array<[string, SQL]> => [
  ['', sql`true`],
  ['tab=unanswered&sort=lowest', sql`true`],
  [`location_id=${mine}`, sql`location_id = ${mine}`],
  ['ratings=1,2', sql`rating in (1, 2)`],
  ['search=attent', sql`(comment ilike '%attent%' or reviewer_name ilike '%attent%')`],
  ['source=form&tab=assigned', sql`source = 'form'`],
  [`ratings=5&source=google&location_id=${mine}`, sql`rating = 5 and source = 'google' and location_id = ${mine}`],
  [
    'from=2023-06-01&to=2023-12-31',
    sql`reviewed_at >= '2023-06-01T00:00:00+02:00' and reviewed_at < '2024-01-01T00:00:00+01:00'`,
  ],
  // Days are Paris days, rollup months UTC: whole months from the rollups, the ends from the rows.
  ['from=2023-06-15', sql`reviewed_at >= '2023-06-15T00:00:00+02:00'`],
  ['to=2023-03-10&tab=unassigned', sql`reviewed_at < '2023-03-11T00:00:00+01:00'`],
  [
    'from=2023-04-03&to=2023-04-20',
    sql`reviewed_at >= '2023-04-03T00:00:00+02:00' and reviewed_at < '2023-04-21T00:00:00+02:00'`,
  ],
  [
    'from=2023-07-01&to=2023-07-31',
    sql`reviewed_at >= '2023-07-01T00:00:00+02:00' and reviewed_at < '2023-08-01T00:00:00+02:00'`,
  ],
  [
    `ratings=1,2&from=2023-02-11&to=2024-03-31&location_id=${mine}`,
    sql`rating in (1, 2) and location_id = ${mine} and reviewed_at >= '2023-02-11T00:00:00+01:00' and reviewed_at < '2024-04-01T00:00:00+02:00'`,
  ],
  ['source=google&to=2024-01-31', sql`source = 'google' and reviewed_at < '2024-02-01T00:00:00+01:00'`],
  ['ratings=3&search=accueil', sql`rating = 3 and (comment ilike '%accueil%' or reviewer_name ilike '%accueil%')`],
];

describe('the inbox tab counts', () => {
  it('should equal a recount for the owner, a manager and a seller, opened and filtered', async () => {
    for (const who of ['owner', 'manager', 'seller'] as const) {
      for (const [query, filter] of cases()) {
        const counts = await countsOf(who, query);
        expect(counts, `${who} ?${query}`).toEqual(await recount(who, filter));
        if (query === '') expect(counts.all, who).toBeGreaterThan(100);
      }
    }
  });

  it('should follow assignments, replies and deletions made through the inbox', async () => {
    const owner = tokens.owner;
    const before = await countsOf('owner', '');
    // Form reviews: the ones the inbox may reply to by email and delete.
    const list = await call('GET', '/manager/reviews?tab=unanswered&source=form&per_page=20', owner);
    const [a, b, c] = (list.body.data.reviews as Array<{ id: string; assigned_to: unknown }>)
      .filter((review) => review.assigned_to === null)
      .map((review) => review.id);
    expect((await call('POST', `/manager/reviews/${a}/assign`, owner, { user_id: team.seller.id })).status).toBe(200);
    expect((await call('POST', `/manager/reviews/${a}/reply`, owner, { text: 'Merci !' })).status).toBe(200);
    expect((await call('POST', `/manager/reviews/${b}/assign`, owner, { user_id: team.manager.id })).status).toBe(200);
    expect((await call('DELETE', `/manager/reviews/${b}/assign`, owner)).status).toBe(200);
    expect((await call('DELETE', `/manager/reviews/${c}`, owner)).status).toBe(200);
    const after = await countsOf('owner', '');
    expect(after.all).toBe(before.all - 1);
    expect(after.assigned).toBe(before.assigned + 1);
    expect(after.answered).toBe(before.answered + 1);
    for (const who of ['owner', 'manager', 'seller'] as const)
      expect(await countsOf(who, ''), who).toEqual(await recount(who, sql`true`));
  });

  it('should read no review table scan when the inbox opens, and the team ranking none either', async () => {
    const { db, logged, query } = loggingDb(t.database);
    const inbox = createInboxRepository(db);
    const opens = { tab: 'all', sort: 'newest', page: 1, perPage: 10 } as const;
    const actor = (user: Team['owner']) => ({ id: user.id, organizationId: team.organizationId, role: user.role });
    const plans = async () => {
      const found = [];
      for (const { query: text, params } of logged.splice(0)) {
        found.push({ text, plan: JSON.stringify((await query.query(`explain (format json) ${text}`, params)).rows) });
      }
      return found;
    };
    const seqScanOfReviews = /"Node Type":\s*"Seq Scan",[^{}]*"Relation Name":\s*"reviews"/;
    type PlanNode = { 'Node Type': string; 'Relation Name'?: string; Plans?: PlanNode[] };
    const relationsUnder = (node: PlanNode): string[] => [
      ...(node['Relation Name'] ? [node['Relation Name']] : []),
      ...(node.Plans ?? []).flatMap(relationsUnder),
    ];
    /** The tables each aggregate of the plan reads that reads `table`: the counts' part of the statement. */
    const aggregatesOver = (plan: string, table: string): string[][] => {
      const found: string[][] = [];
      const visit = (node: PlanNode) => {
        const under = relationsUnder(node);
        if (node['Node Type'] === 'Aggregate' && under.includes(table)) found.push(under);
        for (const child of node.Plans ?? []) visit(child);
      };
      for (const { Plan } of (JSON.parse(plan) as Array<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>)[0]!['QUERY PLAN'])
        visit(Plan);
      return found;
    };

    // One statement: the counts and the page (reviews/DECISIONS.md, "The list in one statement").
    for (const user of [team.owner, team.manager]) {
      await inbox.page(actor(user), { ratings: [], topics: [] }, opens);
      const read = await plans();
      expect(read, user.role).toHaveLength(1);
      // The counts: the rollups alone.
      const counts = read.find(({ text }) => text.includes('"review_rollups"'));
      expect(counts, `${user.role}: the counts read the rollups`).toBeDefined();
      const aggregates = aggregatesOver(counts!.plan, 'review_rollups');
      expect(aggregates, user.role).not.toHaveLength(0);
      for (const tables of aggregates) expect(tables, user.role).not.toContain('reviews');
      for (const { text, plan } of read) expect(plan, text).not.toMatch(seqScanOfReviews);
    }
    // Stars and source: sums of the facet rollups, the reviews table not read for the counts.
    for (const user of [team.owner, team.manager]) {
      await inbox.page(actor(user), { ratings: [1, 2], source: 'google', topics: [] }, { ...opens, sort: 'lowest' });
      const read = await plans();
      expect(read, user.role).toHaveLength(1);
      const counts = read.find(({ text }) => text.includes('"review_facet_rollups"'));
      expect(counts, `${user.role}: the filtered counts read the facet rollups`).toBeDefined();
      const aggregates = aggregatesOver(counts!.plan, 'review_facet_rollups');
      expect(aggregates, user.role).not.toHaveLength(0);
      for (const tables of aggregates) expect(tables, user.role).not.toContain('reviews');
      for (const { text, plan } of read) expect(plan, text).not.toMatch(seqScanOfReviews);
    }
    await inbox.page(actor(team.seller), { ratings: [], topics: [] }, opens);
    for (const { text, plan } of await plans()) expect(plan, text).not.toMatch(seqScanOfReviews);

    const sellerDashboard = createSellerDashboardRepository(db);
    const ranking = await sellerDashboard.ranking({ id: team.seller.id, organizationId: team.organizationId });
    expect(ranking.find((row) => row.id === team.seller.id)?.reviews_collected).toBeGreaterThan(0);
    const read = await plans();
    expect(
      read.some(({ text }) => text.includes('"member_review_rollups"') || text.includes('member_review_rollups m')),
    ).toBe(true);
    for (const { text, plan } of read) {
      expect(plan, text).not.toMatch(seqScanOfReviews);
      // The ranking reads the member rollups, never the reviews.
      if (text.includes('member_review_rollups')) expect(plan, text).not.toMatch(/"Relation Name":\s*"reviews"/);
    }
  });

  it('should build the opening list once per shape and bind each caller to it', async () => {
    const db = t.database.db;
    const inbox = createInboxRepository(db);
    const actor = (user: Team['owner'], organizationId: string) => ({ id: user.id, organizationId, role: user.role });
    const opens = { tab: 'unanswered', sort: 'oldest', page: 1, perPage: 10 } as const;
    const unfiltered = { ratings: [], topics: [] };
    // The first list of a shape builds its statement.
    const ours = await inbox.page(actor(team.owner, team.organizationId), unfiltered, opens);
    const built = vi.spyOn(
      (db as unknown as { dialect: { sqlToQuery(...args: never[]): unknown } }).dialect,
      'sqlToQuery',
    );
    try {
      // Another organization's owner, and a later page: the same shape, the statement only
      // bound to each caller and page.
      const theirs = await inbox.page(actor(foreign.owner, foreign.organizationId), unfiltered, { ...opens, page: 3 });
      const again = await inbox.page(actor(team.owner, team.organizationId), unfiltered, { ...opens, page: 2 });
      expect(built).not.toHaveBeenCalled();
      expect(theirs.counts.all).toBe(6_000);
      expect(ours.counts.all).toBeGreaterThan(11_000);
      expect(theirs.rows).toHaveLength(10);
      for (const { review } of theirs.rows) expect(review.organizationId).toBe(foreign.organizationId);
      for (const { review } of [...ours.rows, ...again.rows]) expect(review.organizationId).toBe(team.organizationId);
      expect(new Set([...ours.rows, ...again.rows].map(({ review }) => review.id)).size).toBe(20);
      // One location, then another: a shape of its own, built once, bound to each location.
      const owner = actor(team.owner, team.organizationId);
      const atMine = await inbox.page(owner, { ...unfiltered, locationId: mine }, opens);
      built.mockClear();
      const atOther = await inbox.page(owner, { ...unfiltered, locationId: other }, opens);
      expect(built).not.toHaveBeenCalled();
      expect(atMine.rows).toHaveLength(10);
      expect(atOther.rows).toHaveLength(10);
      for (const { review } of atMine.rows) expect(review.locationId).toBe(mine);
      for (const { review } of atOther.rows) expect(review.locationId).toBe(other);
      expect(atMine.counts.all + atOther.counts.all).toBeLessThan(ours.counts.all);
    } finally {
      built.mockRestore();
    }
  });
});
