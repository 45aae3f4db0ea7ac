import { aliasedTable, and, asc, desc, eq, exists, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignLocations,
  campaigns,
  locations,
  rewards,
  userLocations,
  users,
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

    /** The visible rewards among `ids`, as the list shows them. */
    async findManyVisible(actor: Actor, ids: string[]): Promise<RewardListRow[]> {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return [];
      const rows = await select()
        .where(and(inArray(rewards.id, wanted), rewardsVisibleTo(db, actor)))
        .orderBy(asc(rewards.rank), asc(rewards.id));
      return rows.map(flatten);
    },
  };
}

export type RewardsRepository = ReturnType<typeof createRewardsRepository>;
