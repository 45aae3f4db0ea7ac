import { randomBytes } from 'node:crypto';
import type { ReviewCounts } from '@starcrew/contract';
import { eq, sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import { createTeam, signIn, type Team } from '../../../test/fixtures.ts';
import type { Database, Db } from '../../db/database.ts';
import * as schema from '../../db/schema/index.ts';
import { reviews, userLocations, type NewReviewRow } from '../../db/schema/index.ts';
import { analyseReview } from './reviews.insights.ts';

/** The first location a user is tied to. */
export async function locationOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select().from(userLocations).where(eq(userLocations.userId, userId));
  if (!row) throw new Error(`no location for ${userId}`);
  return row.locationId;
}

/** Stores one review as the import or the form would, with sensible defaults; returns its id. */
export async function addReview(
  db: Db,
  input: Pick<NewReviewRow, 'organizationId' | 'locationId'> & Partial<NewReviewRow>,
): Promise<string> {
  const source = input.source ?? 'form';
  const at = input.reviewedAt ?? new Date('2026-03-10T12:00:00Z');
  const rating = input.rating === undefined ? 5 : input.rating;
  const comment = input.comment === undefined ? 'Très bon pain, accueil chaleureux.' : input.comment;
  const [row] = await db
    .insert(reviews)
    .values({
      source,
      googleReviewId: source === 'google' ? `accounts/1/locations/1/reviews/${randomBytes(6).toString('hex')}` : null,
      rating,
      comment,
      reviewerName: 'Marie Dupont',
      reviewerEmail: source === 'form' ? 'marie.dupont@example.test' : null,
      reviewUpdatedAt: at,
      // As the import and the form store it (pass `sentiment: null` for a review before the analyser).
      ...analyseReview({ rating, comment }),
      ...input,
      reviewedAt: at,
    })
    .returning({ id: reviews.id });
  return row!.id;
}

/**
 * The inbox's tests' two organizations (the counts', the search's and the facets' files): the
 * team whose inbox is read, with its seller's location (`mine`, the manager's too) and its other
 * seller's (`other`), and a foreign one whose reviews must never be counted.
 */
export async function inboxTeams(db: Db, name: string) {
  const team = await createTeam(db, `Org ${name}`);
  const foreign = await createTeam(db, `Org foreign ${name}`);
  const [mine, other] = await Promise.all([locationOf(db, team.seller.id), locationOf(db, team.otherSeller.id)]);
  return { team, foreign, mine, other };
}

export type Who = 'owner' | 'manager' | 'seller';

/** The team's owner, manager and seller, signed in. */
export async function signInAll(app: FastifyInstance, team: Team): Promise<Record<Who, string>> {
  return {
    owner: await signIn(app, team.owner.email),
    manager: await signIn(app, team.manager.email),
    seller: await signIn(app, team.seller.email),
  };
}

/** reviewsVisibleTo, written again in SQL. */
export const scopeSql = (team: Team, who: Who): SQL => {
  const org = sql`organization_id = ${team.organizationId}`;
  if (who === 'owner') return org;
  if (who === 'seller') return sql`${org} and seller_id = ${team.seller.id}`;
  return sql`${org} and location_id in (select location_id from user_locations where user_id = ${team.manager.id})`;
};

/** Every tab's count of the reviews `where` matches, recounted in SQL. */
export async function recountSql(db: Db, where: SQL): Promise<ReviewCounts> {
  const result = (await db.execute(sql`
    select count(*)::int as all, (count(*) filter (where assigned_to is not null))::int as assigned,
      (count(*) filter (where reply_text is not null))::int as answered
    from reviews where ${where}`)) as unknown as { rows: Array<{ all: number; assigned: number; answered: number }> };
  const row = result.rows[0]!;
  const [all, assigned, answered] = [Number(row.all), Number(row.assigned), Number(row.answered)];
  return { all, assigned, unassigned: all - assigned, answered, unanswered: all - answered };
}

/**
 * The test database again, with every statement it is sent kept in `logged` (text and
 * parameters), and `query` to send one (an EXPLAIN of it) past the log.
 */
export function loggingDb(database: Database) {
  const logged: Array<{ query: string; params: unknown[] }> = [];
  const logger = { logQuery: (query: string, params: unknown[]) => void logged.push({ query, params }) };
  const client = (database.db as unknown as { $client: never }).$client;
  const db: Db =
    database.engine === 'pglite'
      ? (drizzlePglite({ client, schema, logger }) as unknown as Db)
      : (drizzlePg({ client, schema, logger }) as unknown as Db);
  const query = client as unknown as { query(text: string, params: unknown[]): Promise<{ rows: unknown[] }> };
  return { db, logged, query };
}
