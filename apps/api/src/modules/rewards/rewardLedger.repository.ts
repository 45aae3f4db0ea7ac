import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  rewardEntries,
  rewardReviews,
  rewards,
  users,
  type RewardEntryRow,
  type RewardRow,
} from '../../db/schema/index.ts';
import { isUuid } from '../locations/locations.repository.ts';
import { rewardsVisibleTo, type Actor, type Person } from './rewards.repository.ts';

export interface NewReward {
  organizationId: string;
  campaignId: string;
  winnerId: string;
  locationId: string | null;
  rank: number;
  description: string | null;
  amountCents: number | null;
  reviewIds: string[];
}

/**
 * The reward ledger (DECISIONS.md): rewards written by the close-out with their `pending`
 * entry, distributed and reversed with theirs, each change and its entry in one transaction;
 * the history read back, and the reviews a reward was won with that are gone since.
 */
export function createRewardLedger(db: Db) {
  return {
    /**
     * The close-out's writes (it builds this ledger on its transaction): each reward, its `pending` entry and the
     * reviews it was won with. The unique (campaign, winner, location) refuses a second one.
     */
    async createAll(rows: NewReward[], at: Date): Promise<void> {
      for (const row of rows) {
        const [reward] = await db
          .insert(rewards)
          .values({
            organizationId: row.organizationId,
            campaignId: row.campaignId,
            winnerId: row.winnerId,
            locationId: row.locationId,
            rank: row.rank,
            description: row.description,
            amountCents: row.amountCents,
            createdAt: at,
          })
          .returning({ id: rewards.id });
        if (!reward) throw new Error('reward not created');
        await db
          .insert(rewardEntries)
          .values({ organizationId: row.organizationId, rewardId: reward.id, kind: 'pending', createdAt: at });
        if (row.reviewIds.length > 0) {
          await db
            .insert(rewardReviews)
            .values(
              row.reviewIds.map((reviewId) => ({ rewardId: reward.id, reviewId, organizationId: row.organizationId })),
            );
        }
      }
    },

    /** The reward's whole history, oldest first, with who did each step. */
    async history(organizationId: string, id: string) {
      const rows = await db
        .select({
          entry: rewardEntries,
          actorId: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          image: users.image,
        })
        .from(rewardEntries)
        .leftJoin(users, eq(users.id, rewardEntries.actorId))
        .where(and(eq(rewardEntries.organizationId, organizationId), eq(rewardEntries.rewardId, id)))
        .orderBy(asc(rewardEntries.createdAt), asc(rewardEntries.id));
      return rows.map((r): { entry: RewardEntryRow; actor: Person | null } => ({
        entry: r.entry,
        actor:
          r.actorId === null || r.firstName === null || r.lastName === null
            ? null
            : { id: r.actorId, firstName: r.firstName, lastName: r.lastName, image: r.image },
      }));
    },

    /** The ids counted for a reward at close-out that no longer are reviews. */
    async removedReviewIds(organizationId: string, id: string): Promise<string[]> {
      const rows = await db
        .select({ reviewId: rewardReviews.reviewId })
        .from(rewardReviews)
        .where(
          and(
            eq(rewardReviews.organizationId, organizationId),
            eq(rewardReviews.rewardId, id),
            sql`not exists (select 1 from reviews r where r.id = ${rewardReviews.reviewId})`,
          ),
        );
      return rows.map((r) => r.reviewId);
    },

    /**
     * Marks the visible rewards among `ids` distributed, those not already; each gets its
     * `distributed` entry in the same transaction. Returns the ids changed.
     */
    async distribute(actor: Actor, ids: string[], at: Date): Promise<string[]> {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return [];
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(rewards)
          .set({ distributedAt: at, distributedBy: actor.id })
          .where(
            and(
              inArray(rewards.id, wanted),
              isNull(rewards.distributedAt),
              rewardsVisibleTo(tx as unknown as Db, actor),
            ),
          )
          .returning({ id: rewards.id });
        if (changed.length > 0) {
          await tx.insert(rewardEntries).values(
            changed.map((r) => ({
              organizationId: actor.organizationId,
              rewardId: r.id,
              kind: 'distributed' as const,
              actorId: actor.id,
              createdAt: at,
            })),
          );
        }
        return changed.map((r) => r.id);
      });
    },

    /**
     * Takes the visible distributed rewards among `ids` back to "to distribute" (spec section 4:
     * removed from the recipient, distributable again); each gets its `reversed` entry, so the
     * history keeps the distribution and its reversal. Returns the ids changed.
     */
    async undistribute(actor: Actor, ids: string[], at: Date): Promise<string[]> {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return [];
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(rewards)
          .set({ distributedAt: null, distributedBy: null })
          .where(
            and(
              inArray(rewards.id, wanted),
              isNotNull(rewards.distributedAt),
              rewardsVisibleTo(tx as unknown as Db, actor),
            ),
          )
          .returning({ id: rewards.id });
        if (changed.length > 0) {
          await tx.insert(rewardEntries).values(
            changed.map((r) => ({
              organizationId: actor.organizationId,
              rewardId: r.id,
              kind: 'reversed' as const,
              actorId: actor.id,
              createdAt: at,
            })),
          );
        }
        return changed.map((r) => r.id);
      });
    },

    /** Rewards of a campaign (its details, and the close-out tests). */
    async ofCampaign(organizationId: string, campaignIdValue: string): Promise<RewardRow[]> {
      return db
        .select()
        .from(rewards)
        .where(and(eq(rewards.organizationId, organizationId), eq(rewards.campaignId, campaignIdValue)))
        .orderBy(asc(rewards.locationId), asc(rewards.rank), asc(rewards.id));
    },
  };
}

export type RewardLedger = ReturnType<typeof createRewardLedger>;
