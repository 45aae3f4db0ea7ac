import { aliasedTable, and, asc, desc, eq, exists, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignLocations,
  campaigns,
  locations,
  rewardEntries,
  rewardReviews,
  rewards,
  userLocations,
  users,
  type RewardEntryRow,
  type RewardRow,
} from '../../db/schema/index.ts';
import { isUuid } from '../locations/locations.repository.ts';

/** Who asks: scoped by organization always, then by location (manager) or by winner (seller). */
export type Actor = Pick<(typeof users)['$inferSelect'], 'id' | 'organizationId' | 'role'>;

export type RewardTab = 'to_distribute' | 'distributed';

/** The outer reward's columns, qualified (drizzle writes one table's columns bare, which subqueries rebind). */
const rewardId = sql.raw('"rewards"."id"');
const rewardCampaignId = sql.raw('"rewards"."campaign_id"');

/**
 * The rewards an actor may see: the owner all of the organization's; a manager those of
 * campaigns connected to a location tied to them; a seller only the ones they won.
 */
export function rewardsVisibleTo(db: Db, actor: Actor): SQL {
  const own = eq(rewards.organizationId, actor.organizationId);
  if (actor.role === 'super_manager') return own;
  if (actor.role === 'seller') return and(own, eq(rewards.winnerId, actor.id)) as SQL;
  const atTheirLocation = db
    .select({ one: sql`1` })
    .from(campaignLocations)
    .innerJoin(
      userLocations,
      and(eq(userLocations.locationId, campaignLocations.locationId), eq(userLocations.userId, actor.id)),
    )
    .where(eq(campaignLocations.campaignId, rewardCampaignId));
  return and(own, exists(atTheirLocation)) as SQL;
}

/**
 * The rewards of one location: of its ranking in a separate campaign, or of a shared campaign
 * connected to it (`/manager/local-rewards`).
 */
function atLocation(db: Db, locationId: string): SQL {
  const connected = db
    .select({ one: sql`1` })
    .from(campaignLocations)
    .where(and(eq(campaignLocations.campaignId, rewardCampaignId), eq(campaignLocations.locationId, locationId)));
  return or(eq(rewards.locationId, locationId), and(isNull(rewards.locationId), exists(connected))) as SQL;
}

/** How many of the reviews a reward was won with are no longer there (Google removed them). */
const removedReviews = sql<number>`(select count(*)::int from reward_reviews rr where rr.reward_id = ${rewardId} and not exists (select 1 from reviews r where r.id = rr.review_id))`;

/** A user as the answers name them. */
export interface Person {
  id: string;
  firstName: string;
  lastName: string;
  image: string | null;
}

export interface RewardListRow {
  reward: RewardRow;
  campaignTitle: string;
  campaignStartDate: string;
  campaignEndDate: string;
  winner: Person;
  locationTitle: string | null;
  distributor: Person | null;
  removedReviews: number;
}

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

export function createRewardsRepository(db: Db) {
  const distributors = aliasedTable(users, 'distributors');

  function select() {
    return db
      .select({
        reward: rewards,
        campaignTitle: campaigns.title,
        campaignStartDate: campaigns.startDate,
        campaignEndDate: campaigns.endDate,
        winnerId: users.id,
        winnerFirstName: users.firstName,
        winnerLastName: users.lastName,
        winnerImage: users.image,
        locationTitle: locations.title,
        distributorId: distributors.id,
        distributorFirstName: distributors.firstName,
        distributorLastName: distributors.lastName,
        distributorImage: distributors.image,
        removedReviews,
      })
      .from(rewards)
      .innerJoin(campaigns, eq(campaigns.id, rewards.campaignId))
      .innerJoin(users, eq(users.id, rewards.winnerId))
      .leftJoin(locations, eq(locations.id, rewards.locationId))
      .leftJoin(distributors, eq(distributors.id, rewards.distributedBy))
      .$dynamic();
  }

  interface Selected {
    reward: RewardRow;
    campaignTitle: string;
    campaignStartDate: string;
    campaignEndDate: string;
    winnerId: string;
    winnerFirstName: string;
    winnerLastName: string;
    winnerImage: string | null;
    locationTitle: string | null;
    distributorId: string | null;
    distributorFirstName: string | null;
    distributorLastName: string | null;
    distributorImage: string | null;
    removedReviews: number;
  }
  const flatten = (r: Selected): RewardListRow => ({
    reward: r.reward,
    campaignTitle: r.campaignTitle,
    campaignStartDate: r.campaignStartDate,
    campaignEndDate: r.campaignEndDate,
    winner: { id: r.winnerId, firstName: r.winnerFirstName, lastName: r.winnerLastName, image: r.winnerImage },
    locationTitle: r.locationTitle,
    distributor:
      r.distributorId === null || r.distributorFirstName === null || r.distributorLastName === null
        ? null
        : {
            id: r.distributorId,
            firstName: r.distributorFirstName,
            lastName: r.distributorLastName,
            image: r.distributorImage,
          },
    removedReviews: Number(r.removedReviews),
  });

  return {
    /**
     * The close-out's writes, on its transaction: each reward, its `pending` entry and the
     * reviews it was won with. The unique (campaign, winner, location) refuses a second one.
     */
    async createAll(tx: Db, rows: NewReward[], at: Date): Promise<void> {
      for (const row of rows) {
        const [reward] = await tx
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
        await tx
          .insert(rewardEntries)
          .values({ organizationId: row.organizationId, rewardId: reward.id, kind: 'pending', createdAt: at });
        if (row.reviewIds.length > 0) {
          await tx
            .insert(rewardReviews)
            .values(
              row.reviewIds.map((reviewId) => ({ rewardId: reward.id, reviewId, organizationId: row.organizationId })),
            );
        }
      }
    },

    /** One page of a tab, and both tabs' counts; `locationId` narrows to one location's rewards. */
    async list(actor: Actor, query: { tab: RewardTab; locationId?: string; page: number; perPage: number }) {
      const scope = and(
        rewardsVisibleTo(db, actor),
        query.locationId ? atLocation(db, query.locationId) : undefined,
      ) as SQL;
      const [counts] = await db
        .select({
          toDistribute: sql<number>`(count(*) filter (where ${rewards.distributedAt} is null))::int`,
          distributed: sql<number>`(count(*) filter (where ${rewards.distributedAt} is not null))::int`,
        })
        .from(rewards)
        .where(scope);
      const rows = await select()
        .where(
          and(scope, query.tab === 'distributed' ? isNotNull(rewards.distributedAt) : isNull(rewards.distributedAt)),
        )
        .orderBy(
          query.tab === 'distributed' ? desc(rewards.distributedAt) : desc(campaigns.endDate),
          asc(rewards.rank),
          asc(users.lastName),
          asc(rewards.id),
        )
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      return {
        rows: rows.map(flatten),
        tabs: { to_distribute: Number(counts?.toDistribute ?? 0), distributed: Number(counts?.distributed ?? 0) },
      };
    },

    async findVisible(actor: Actor, id: string): Promise<RewardListRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await select().where(and(eq(rewards.id, id), rewardsVisibleTo(db, actor)));
      return row ? flatten(row) : undefined;
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

    /** The visible rewards among `ids`, as the list shows them. */
    async findManyVisible(actor: Actor, ids: string[]): Promise<RewardListRow[]> {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return [];
      const rows = await select()
        .where(and(inArray(rewards.id, wanted), rewardsVisibleTo(db, actor)))
        .orderBy(asc(rewards.rank), asc(rewards.id));
      return rows.map(flatten);
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

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
