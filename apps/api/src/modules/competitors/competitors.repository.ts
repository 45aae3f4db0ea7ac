import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { competitors, competitorSnapshots, type CompetitorRow } from '../../db/schema/index.ts';
import { isUuid } from '../locations/locations.repository.ts';

/** The daily figures of a place, as the refresh (or the add) reads them. */
export interface Figures {
  name: string;
  address: string | null;
  rating: number | null;
  userRatingCount: number;
}

/** The history row a trend compares with: the oldest of the last 30 days before today. */
export interface Baseline {
  day: string;
  averageRating: number | null;
  totalReviews: number;
}

/** How far back "last month" and the trend look, in days. */
export const TREND_DAYS = 30;

const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const ratingOf = (value: string | null) => (value === null ? null : Number(value));

/** Competitors and their daily history; every query is scoped by organization id first. */
export function createCompetitorsRepository(db: Db) {
  return {
    async list(organizationId: string, locationId: string): Promise<CompetitorRow[]> {
      return db
        .select()
        .from(competitors)
        .where(and(eq(competitors.organizationId, organizationId), eq(competitors.locationId, locationId)))
        .orderBy(asc(competitors.createdAt), asc(competitors.id));
    },

    async count(organizationId: string, locationId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(competitors)
        .where(and(eq(competitors.organizationId, organizationId), eq(competitors.locationId, locationId)));
      return row?.n ?? 0;
    },

    async find(organizationId: string, id: string): Promise<CompetitorRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(competitors)
        .where(and(eq(competitors.id, id), eq(competitors.organizationId, organizationId)));
      return row;
    },

    /** The place ids a location follows (the search marks them). */
    async placeIds(organizationId: string, locationId: string): Promise<Set<string>> {
      const rows = await db
        .select({ placeId: competitors.placeId })
        .from(competitors)
        .where(and(eq(competitors.organizationId, organizationId), eq(competitors.locationId, locationId)));
      return new Set(rows.map((r) => r.placeId));
    },

    /** The new competitor, or undefined when the location already follows this place (unique index). */
    async insert(
      row: { organizationId: string; locationId: string; placeId: string } & Figures,
      at: Date,
    ): Promise<CompetitorRow | undefined> {
      const [inserted] = await db
        .insert(competitors)
        .values({
          organizationId: row.organizationId,
          locationId: row.locationId,
          placeId: row.placeId,
          name: row.name,
          address: row.address,
          averageRating: row.rating === null ? null : row.rating.toFixed(2),
          totalReviews: row.userRatingCount,
          refreshedAt: at,
        })
        .onConflictDoNothing()
        .returning();
      return inserted;
    },

    async remove(organizationId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(competitors)
        .where(and(eq(competitors.id, id), eq(competitors.organizationId, organizationId)))
        .returning({ id: competitors.id });
      return rows.length > 0;
    },

    /** Every competitor of every organization: what the daily refresh walks. */
    async allIds(): Promise<string[]> {
      const rows = await db.select({ id: competitors.id }).from(competitors).orderBy(asc(competitors.id));
      return rows.map((r) => r.id);
    },

    async findAny(id: string): Promise<CompetitorRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db.select().from(competitors).where(eq(competitors.id, id));
      return row;
    },

    /** Per competitor of the location, the oldest history day of the last 30 before `today`. */
    async baselines(organizationId: string, locationId: string, today: string): Promise<Map<string, Baseline>> {
      const rows = await db
        .select({
          competitorId: competitorSnapshots.competitorId,
          day: competitorSnapshots.day,
          averageRating: competitorSnapshots.averageRating,
          totalReviews: competitorSnapshots.totalReviews,
        })
        .from(competitorSnapshots)
        .where(
          and(
            eq(competitorSnapshots.organizationId, organizationId),
            eq(competitorSnapshots.locationId, locationId),
            gte(competitorSnapshots.day, dayBefore(today, TREND_DAYS)),
            lt(competitorSnapshots.day, today),
          ),
        )
        .orderBy(asc(competitorSnapshots.day));
      const baselines = new Map<string, Baseline>();
      for (const row of rows) {
        if (baselines.has(row.competitorId)) continue;
        baselines.set(row.competitorId, {
          day: row.day,
          averageRating: ratingOf(row.averageRating),
          totalReviews: row.totalReviews,
        });
      }
      return baselines;
    },

    /**
     * Today's figures: the competitor's row, and its history row of the day (one per day,
     * the later refresh of a day overwriting the earlier), in one transaction.
     */
    async record(competitor: CompetitorRow, figures: Figures, day: string, at: Date): Promise<void> {
      const averageRating = figures.rating === null ? null : figures.rating.toFixed(2);
      await db.transaction(async (tx) => {
        const [base] = await tx
          .select({ totalReviews: competitorSnapshots.totalReviews })
          .from(competitorSnapshots)
          .where(
            and(
              eq(competitorSnapshots.competitorId, competitor.id),
              gte(competitorSnapshots.day, dayBefore(day, TREND_DAYS)),
              lt(competitorSnapshots.day, day),
            ),
          )
          .orderBy(asc(competitorSnapshots.day))
          .limit(1);
        await tx
          .update(competitors)
          .set({
            name: figures.name,
            address: figures.address,
            averageRating,
            totalReviews: figures.userRatingCount,
            lastMonthReviews: base ? Math.max(0, figures.userRatingCount - base.totalReviews) : 0,
            refreshedAt: at,
            updatedAt: at,
          })
          .where(eq(competitors.id, competitor.id));
        await tx
          .insert(competitorSnapshots)
          .values({
            competitorId: competitor.id,
            organizationId: competitor.organizationId,
            locationId: competitor.locationId,
            day,
            averageRating,
            totalReviews: figures.userRatingCount,
          })
          .onConflictDoUpdate({
            target: [competitorSnapshots.competitorId, competitorSnapshots.day],
            set: { averageRating: sql`excluded.average_rating`, totalReviews: sql`excluded.total_reviews` },
          });
      });
    },
  };
}

export type CompetitorsRepository = ReturnType<typeof createCompetitorsRepository>;
