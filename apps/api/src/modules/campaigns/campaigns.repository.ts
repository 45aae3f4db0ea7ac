import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  campaignLocations,
  campaignParticipants,
  campaignRankRewards,
  campaigns,
  locations,
  organizations,
  userLocations,
  users,
  type CampaignRow,
  type NewCampaignRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { isUuid } from '../locations/locations.repository.ts';

/** Who asks: every query is scoped by their organization, then by location or participation. */
export type Actor = Pick<UserRow, 'id' | 'organizationId' | 'role'>;

export type CampaignTab = 'all' | 'upcoming' | 'in_progress' | 'completed';

/** The outer campaign's id, qualified: drizzle writes one table's columns bare, which a subquery would rebind. */
const campaignId = sql.raw('"campaigns"."id"');

/**
 * The campaigns an actor may see: the owner every campaign of the organization; a manager those
 * connected to a location tied to them; a seller those they take part in.
 */
export function campaignsVisibleTo(db: Db, actor: Actor): SQL {
  const own = eq(campaigns.organizationId, actor.organizationId);
  if (actor.role === 'super_manager') return own;
  if (actor.role === 'seller') {
    const takesPart = db
      .select({ one: sql`1` })
      .from(campaignParticipants)
      .where(and(eq(campaignParticipants.campaignId, campaignId), eq(campaignParticipants.userId, actor.id)));
    return and(own, exists(takesPart)) as SQL;
  }
  const atTheirLocation = db
    .select({ one: sql`1` })
    .from(campaignLocations)
    .innerJoin(
      userLocations,
      and(eq(userLocations.locationId, campaignLocations.locationId), eq(userLocations.userId, actor.id)),
    )
    .where(eq(campaignLocations.campaignId, campaignId));
  return and(own, exists(atTheirLocation)) as SQL;
}

/** The tab's condition on the dates, `today` being the organization's calendar day. */
function tabCondition(tab: CampaignTab, today: string): SQL | undefined {
  if (tab === 'upcoming') return sql`${campaigns.startDate} > ${today}::date`;
  if (tab === 'in_progress')
    return sql`${campaigns.startDate} <= ${today}::date and ${campaigns.endDate} >= ${today}::date`;
  if (tab === 'completed') return sql`${campaigns.endDate} < ${today}::date`;
  return undefined;
}

export interface CampaignParts {
  rankRewards: Array<{ rank: number; description: string }>;
  locations: Array<{ id: string; title: string }>;
  participants: Array<{ id: string; firstName: string; lastName: string; image: string | null; deleted: boolean }>;
}

export interface CampaignWrite {
  campaign: Omit<NewCampaignRow, 'id' | 'organizationId' | 'createdAt' | 'updatedAt'>;
  rankRewards: Array<{ rank: number; description: string }>;
  locationIds: string[];
  participantIds: string[];
}

export function createCampaignsRepository(db: Db) {
  async function partsOf(organizationId: string, ids: string[]): Promise<Map<string, CampaignParts>> {
    const parts = new Map<string, CampaignParts>(
      ids.map((id) => [id, { rankRewards: [], locations: [], participants: [] }]),
    );
    if (ids.length === 0) return parts;
    // One after the other: the close-out reads them in its transaction, whose one connection
    // takes one query at a time (node-postgres queues them and warns; pg 9 will refuse).
    const ranks = await db
      .select()
      .from(campaignRankRewards)
      .where(inArray(campaignRankRewards.campaignId, ids))
      .orderBy(asc(campaignRankRewards.rank));
    const places = await db
      .select({ campaignId: campaignLocations.campaignId, id: locations.id, title: locations.title })
      .from(campaignLocations)
      .innerJoin(locations, eq(locations.id, campaignLocations.locationId))
      .where(and(eq(campaignLocations.organizationId, organizationId), inArray(campaignLocations.campaignId, ids)))
      .orderBy(asc(locations.title), asc(locations.id));
    const people = await db
      .select({
        campaignId: campaignParticipants.campaignId,
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        image: users.image,
        deletedAt: users.deletedAt,
      })
      .from(campaignParticipants)
      .innerJoin(users, eq(users.id, campaignParticipants.userId))
      .where(
        and(eq(campaignParticipants.organizationId, organizationId), inArray(campaignParticipants.campaignId, ids)),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    for (const r of ranks) parts.get(r.campaignId)?.rankRewards.push({ rank: r.rank, description: r.description });
    for (const l of places) parts.get(l.campaignId)?.locations.push({ id: l.id, title: l.title });
    for (const p of people) {
      parts.get(p.campaignId)?.participants.push({
        id: p.id,
        firstName: p.firstName,
        lastName: p.lastName,
        image: p.image,
        deleted: p.deletedAt !== null,
      });
    }
    return parts;
  }

  async function writeParts(tx: Db, organizationId: string, id: string, write: CampaignWrite) {
    await tx.delete(campaignRankRewards).where(eq(campaignRankRewards.campaignId, id));
    await tx.delete(campaignLocations).where(eq(campaignLocations.campaignId, id));
    await tx.delete(campaignParticipants).where(eq(campaignParticipants.campaignId, id));
    if (write.rankRewards.length > 0) {
      await tx.insert(campaignRankRewards).values(write.rankRewards.map((r) => ({ ...r, campaignId: id })));
    }
    if (write.locationIds.length > 0) {
      await tx
        .insert(campaignLocations)
        .values(write.locationIds.map((locationId) => ({ campaignId: id, locationId, organizationId })));
    }
    if (write.participantIds.length > 0) {
      await tx
        .insert(campaignParticipants)
        .values(write.participantIds.map((userId) => ({ campaignId: id, userId, organizationId })));
    }
  }

  return {
    partsOf,

    /** The organization's time zone: campaign days are its days. */
    async timezoneOf(organizationId: string): Promise<string> {
      const [row] = await db
        .select({ timezone: organizations.timezone })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.timezone ?? 'Europe/Paris';
    },

    /**
     * The campaign a seller takes part in that runs on `today` (the organization's day, start and
     * end days included), the one ending first; archived ones are withdrawn. The seller
     * dashboard's active campaign.
     */
    async activeFor(seller: Pick<UserRow, 'id' | 'organizationId'>, today: string): Promise<CampaignRow | undefined> {
      const [row] = await db
        .select({ campaign: campaigns })
        .from(campaigns)
        .innerJoin(
          campaignParticipants,
          and(eq(campaignParticipants.campaignId, campaigns.id), eq(campaignParticipants.userId, seller.id)),
        )
        .where(
          and(
            eq(campaigns.organizationId, seller.organizationId),
            isNull(campaigns.archivedAt),
            tabCondition('in_progress', today),
          ),
        )
        .orderBy(asc(campaigns.endDate), asc(campaigns.id))
        .limit(1);
      return row?.campaign;
    },

    /** One page of a tab, and the count of every tab, under the same archived filter. */
    async list(
      actor: Actor,
      query: { tab: CampaignTab; archived: boolean; today: string; page: number; perPage: number },
    ) {
      const scope = and(
        campaignsVisibleTo(db, actor),
        query.archived ? isNotNull(campaigns.archivedAt) : isNull(campaigns.archivedAt),
      ) as SQL;
      const today = query.today;
      const [counts] = await db
        .select({
          all: sql<number>`count(*)::int`,
          upcoming: sql<number>`(count(*) filter (where ${tabCondition('upcoming', today)}))::int`,
          in_progress: sql<number>`(count(*) filter (where ${tabCondition('in_progress', today)}))::int`,
          completed: sql<number>`(count(*) filter (where ${tabCondition('completed', today)}))::int`,
        })
        .from(campaigns)
        .where(scope);
      const rows = await db
        .select()
        .from(campaigns)
        .where(and(scope, tabCondition(query.tab, today)))
        .orderBy(desc(campaigns.startDate), desc(campaigns.createdAt), asc(campaigns.id))
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      const tabs = {
        all: Number(counts?.all ?? 0),
        upcoming: Number(counts?.upcoming ?? 0),
        in_progress: Number(counts?.in_progress ?? 0),
        completed: Number(counts?.completed ?? 0),
      };
      return { rows, tabs };
    },

    /** The campaign if the actor may see it; undefined for anyone else's, or a malformed id. */
    async findVisible(actor: Actor, id: string): Promise<CampaignRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(campaigns)
        .where(and(eq(campaigns.id, id), campaignsVisibleTo(db, actor)));
      return row;
    },

    async create(organizationId: string, write: CampaignWrite): Promise<CampaignRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(campaigns)
          .values({ ...write.campaign, organizationId })
          .returning();
        if (!row) throw new Error('campaign not created');
        await writeParts(tx as unknown as Db, organizationId, row.id, write);
        return row;
      });
    },

    /** Replaces the campaign's fields and parts, unless it was closed out meanwhile (then undefined). */
    async update(organizationId: string, id: string, write: CampaignWrite): Promise<CampaignRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(campaigns)
          .set(write.campaign)
          .where(and(eq(campaigns.id, id), eq(campaigns.organizationId, organizationId), isNull(campaigns.closedAt)))
          .returning();
        if (!row) return undefined;
        await writeParts(tx as unknown as Db, organizationId, id, write);
        return row;
      });
    },

    async setArchived(organizationId: string, id: string, at: Date | null): Promise<CampaignRow | undefined> {
      const [row] = await db
        .update(campaigns)
        .set({ archivedAt: at })
        .where(and(eq(campaigns.id, id), eq(campaigns.organizationId, organizationId)))
        .returning();
      return row;
    },

    /** Of these locations, the ones of the organization the actor may use (all for the owner, theirs for a manager). */
    async usableLocationIds(actor: Actor, ids: string[]): Promise<Set<string>> {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0) return new Set();
      const tied = db
        .select({ one: sql`1` })
        .from(userLocations)
        .where(and(eq(userLocations.locationId, locations.id), eq(userLocations.userId, actor.id)));
      const rows = await db
        .select({ id: locations.id })
        .from(locations)
        .where(
          and(
            eq(locations.organizationId, actor.organizationId),
            inArray(locations.id, wanted),
            actor.role === 'super_manager' ? undefined : exists(tied),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },

    /** Of these users, the sellers of the organization (not deleted) tied to one of the locations. */
    async sellersAt(organizationId: string, ids: string[], locationIds: string[]): Promise<Set<string>> {
      const wanted = ids.filter(isUuid);
      if (wanted.length === 0 || locationIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ id: users.id })
        .from(users)
        .innerJoin(userLocations, eq(userLocations.userId, users.id))
        .where(
          and(
            eq(users.organizationId, organizationId),
            eq(users.role, 'seller'),
            isNull(users.deletedAt),
            inArray(users.id, wanted),
            inArray(userLocations.locationId, locationIds),
          ),
        );
      return new Set(rows.map((r) => r.id));
    },
  };
}

export type CampaignsRepository = ReturnType<typeof createCampaignsRepository>;
