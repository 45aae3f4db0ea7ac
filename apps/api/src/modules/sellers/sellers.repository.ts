import { randomBytes } from 'node:crypto';
import type { SellerSort, SellerStats } from '@starcrew/contract';
import { and, asc, eq, exists, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { locations, organizations, sessions, userLocations, users, type UserRow } from '../../db/schema/index.ts';
import { isUuid, visibleTo } from '../locations/locations.repository.ts';
import { memberFigures, type FiguresReader } from './memberFigures.ts';
import { createSellerQrRepository } from './sellers.qr.repository.ts';

export type { SellerLinkRow } from './sellers.qr.repository.ts';

/** Who asks: the repository scopes every query by their organization, and a manager's by location. */
export type Actor = Pick<UserRow, 'id' | 'organizationId' | 'role'>;

/** A seller's personal collection code at one location: 12 hex characters, as locations' own. */
export const newCollectionCode = (): string => randomBytes(6).toString('hex');

/**
 * The users an actor may manage of a role: of their organization and not deleted; for a
 * manager, only those tied to a location the manager is tied to (through `visibleTo`, the
 * one rule of location scoping).
 */
export function membersVisibleTo(db: Db, actor: Actor, role: 'seller' | 'manager'): SQL {
  const own = and(eq(users.organizationId, actor.organizationId), eq(users.role, role), isNull(users.deletedAt)) as SQL;
  if (actor.role === 'super_manager') return own;
  const atVisibleLocation = db
    .select({ one: sql`1` })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(and(eq(userLocations.userId, users.id), visibleTo(db, actor)));
  return and(own, exists(atVisibleLocation)) as SQL;
}

/**
 * The outer row's id, always qualified: drizzle writes a single table's columns unqualified,
 * which inside these subqueries would name the subquery's own `id`.
 */
const sellerId = sql.raw('"users"."id"');

/** Whose figures an actor reads: a manager's count only the locations tied to them. */
const readerOf = (actor: Actor): FiguresReader => ({
  organizationId: actor.organizationId,
  managerId: actor.role === 'super_manager' ? undefined : actor.id,
});

/**
 * The figures of each row, as correlated subqueries so the list sorts and pages in SQL. An
 * archived campaign is withdrawn (as the seller dashboard reads it): it counts among the total,
 * never as active.
 */
const figures = (today: string, actor: Actor) => {
  const collected = memberFigures(sql`m.seller_id = ${sellerId}`, readerOf(actor));
  return {
    averageRating: collected.average,
    totalReviews: collected.total,
    activeCampaigns: sql<number>`(select count(*)::int from campaign_participants cp join campaigns c on c.id = cp.campaign_id where cp.user_id = ${sellerId} and c.archived_at is null and c.start_date <= ${today}::date and c.end_date >= ${today}::date)`,
    totalCampaigns: sql<number>`(select count(*)::int from campaign_participants cp where cp.user_id = ${sellerId})`,
  };
};

export type SellerWithFigures = UserRow & {
  averageRating: number | null;
  totalReviews: number;
  activeCampaigns: number;
  totalCampaigns: number;
};

/** `%` and `_` typed in the search box are searched as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createSellersRepository(db: Db) {
  function withFigures(actor: Actor, where: SQL, today: string) {
    const f = figures(today, actor);
    return db
      .select({
        user: users,
        averageRating: f.averageRating,
        totalReviews: f.totalReviews,
        activeCampaigns: f.activeCampaigns,
        totalCampaigns: f.totalCampaigns,
      })
      .from(users)
      .where(where)
      .$dynamic();
  }

  const flatten = (row: {
    user: UserRow;
    averageRating: number | null;
    totalReviews: number;
    activeCampaigns: number;
    totalCampaigns: number;
  }): SellerWithFigures => ({
    ...row.user,
    averageRating: row.averageRating === null ? null : Number(row.averageRating),
    totalReviews: Number(row.totalReviews),
    activeCampaigns: Number(row.activeCampaigns),
    totalCampaigns: Number(row.totalCampaigns),
  });

  return {
    // The sellers' links and QR settings (sellers.qr.repository.ts).
    ...createSellerQrRepository(db),

    /**
     * The figures above the list, over every seller the actor may see (whatever the search); a
     * manager's reviews are those collected at their locations.
     */
    async stats(actor: Actor): Promise<SellerStats> {
      const scope = membersVisibleTo(db, actor, 'seller');
      const [members] = await db
        .select({
          members: sql<number>`count(*)::int`,
          active: sql<number>`(count(*) filter (where ${users.status} = 'active'))::int`,
        })
        .from(users)
        .where(scope);
      const visibleSellers = db.select({ id: users.id }).from(users).where(scope);
      const collected = memberFigures(sql`m.seller_id in ${visibleSellers}`, readerOf(actor));
      const [figures] = await db
        .select({ total: collected.total, average: collected.average })
        .from(organizations)
        .where(eq(organizations.id, actor.organizationId));
      return {
        members: Number(members?.members ?? 0),
        active_members: Number(members?.active ?? 0),
        average_rating: figures?.average === null || figures?.average === undefined ? null : Number(figures.average),
        reviews_collected: Number(figures?.total ?? 0),
      };
    },

    async page(
      actor: Actor,
      query: {
        page: number;
        perPage: number;
        search?: string | undefined;
        sort: SellerSort;
        direction: 'asc' | 'desc';
      },
      today: string,
    ): Promise<{ rows: SellerWithFigures[]; total: number }> {
      const conditions: SQL[] = [membersVisibleTo(db, actor, 'seller')];
      if (query.search) {
        const pattern = likePattern(query.search);
        conditions.push(
          or(
            sql`${users.firstName} ilike ${pattern}`,
            sql`${users.lastName} ilike ${pattern}`,
            sql`${users.email} ilike ${pattern}`,
            sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
          ) as SQL,
        );
      }
      const where = and(...conditions) as SQL;
      const [counted] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(where);
      const f = figures(today, actor);
      const column: Record<SellerSort, SQL> = {
        first_name: sql`lower(${users.firstName})`,
        last_name: sql`lower(${users.lastName})`,
        email: sql`${users.email}`,
        average_rating: f.averageRating,
        total_reviews: f.totalReviews,
        active_campaigns: f.activeCampaigns,
        total_campaigns: f.totalCampaigns,
        status: sql`${users.status}`,
      };
      // Unrated sellers last either way; then a stable order, so pages never overlap.
      const direction = query.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
      const rows = await withFigures(actor, where, today)
        .orderBy(
          sql`${column[query.sort]} ${direction}`,
          asc(sql`lower(${users.lastName})`),
          asc(sql`lower(${users.firstName})`),
          asc(users.id),
        )
        .limit(query.perPage)
        .offset((query.page - 1) * query.perPage);
      return { rows: rows.map(flatten), total: Number(counted?.n ?? 0) };
    },

    /** One seller the actor may manage, with figures; undefined for anyone else (404). */
    async find(actor: Actor, id: string, today: string): Promise<SellerWithFigures | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await withFigures(
        actor,
        and(eq(users.id, id), membersVisibleTo(db, actor, 'seller')) as SQL,
        today,
      ).limit(1);
      return row ? flatten(row) : undefined;
    },

    /**
     * Which of these ids are locations the actor may see (the others are refused on `location_ids`);
     * with null, every location the actor may see.
     */
    async visibleLocationIds(actor: Actor, ids: string[] | null): Promise<Set<string>> {
      const candidates = ids?.filter(isUuid) ?? null;
      if (candidates?.length === 0) return new Set();
      const rows = await db
        .select({ id: locations.id })
        .from(locations)
        .where(candidates ? and(inArray(locations.id, candidates), visibleTo(db, actor)) : visibleTo(db, actor));
      return new Set(rows.map((r) => r.id));
    },

    /** Whether an account (of any organization, deleted ones have a new address) holds the email. */
    async emailTaken(email: string, exceptUserId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      return rows.some((r) => r.id !== exceptUserId);
    },

    /** A new member and their locations (each with a fresh personal code), in one transaction. */
    async createMember(input: {
      organizationId: string;
      role: 'seller' | 'manager';
      email: string;
      firstName: string;
      lastName: string;
      passwordHash: string | null;
      isPasswordUpdated: boolean;
      status: 'active' | 'inactive';
      permissions: string[];
      locationIds: string[];
      emailVerifiedAt?: Date | null;
      /** Whether the member may skip the business profile connection (a manager of a connected organization). */
      businessProfileToken?: boolean;
    }): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            organizationId: input.organizationId,
            role: input.role,
            email: input.email.toLowerCase(),
            firstName: input.firstName,
            lastName: input.lastName,
            passwordHash: input.passwordHash,
            isPasswordUpdated: input.isPasswordUpdated,
            status: input.status,
            permissions: input.permissions,
            emailVerifiedAt: input.emailVerifiedAt ?? null,
            businessProfileToken: input.businessProfileToken ?? false,
          })
          .returning();
        if (!user) throw new Error('no user');
        await tx.insert(userLocations).values(
          input.locationIds.map((locationId) => ({
            userId: user.id,
            locationId,
            organizationId: input.organizationId,
            collectionCode: input.role === 'seller' ? newCollectionCode() : null,
          })),
        );
        return user;
      });
    },

    /**
     * Updates a member and sets their locations among `scopeIds` (the ones the actor may see)
     * to `locationIds`: ties the actor cannot see are left as they are. Kept ties keep their code.
     */
    async updateMember(
      member: Pick<UserRow, 'id' | 'organizationId' | 'role'>,
      patch: Partial<Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'status'>>,
      locationIds: string[],
      scopeIds: Set<string> | 'all',
    ): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const own = and(eq(users.id, member.id), eq(users.organizationId, member.organizationId));
        const changes = { ...patch, ...(patch.email ? { email: patch.email.toLowerCase() } : {}) };
        // Only the locations may change (a manager's edit without names): an empty SET is not SQL.
        const [user] =
          Object.keys(changes).length > 0
            ? await tx.update(users).set(changes).where(own).returning()
            : await tx.select().from(users).where(own);
        if (!user) throw new Error('no user');
        const current = await tx
          .select({ locationId: userLocations.locationId })
          .from(userLocations)
          .where(eq(userLocations.userId, member.id));
        const inScope = (id: string) => scopeIds === 'all' || scopeIds.has(id);
        const removed = current.map((c) => c.locationId).filter((id) => inScope(id) && !locationIds.includes(id));
        const added = locationIds.filter((id) => !current.some((c) => c.locationId === id));
        if (removed.length > 0) {
          await tx
            .delete(userLocations)
            .where(and(eq(userLocations.userId, member.id), inArray(userLocations.locationId, removed)));
        }
        if (added.length > 0) {
          await tx.insert(userLocations).values(
            added.map((locationId) => ({
              userId: member.id,
              locationId,
              organizationId: member.organizationId,
              collectionCode: member.role === 'seller' ? newCollectionCode() : null,
            })),
          );
        }
        return user;
      });
    },

    /**
     * Deletes a seller but keeps the row (sellers DECISIONS.md): reviews and rewards keep their
     * name. The email is freed, the password and Google link cleared, the sessions and the
     * location ties (so the personal links) removed.
     */
    async softDelete(seller: Pick<UserRow, 'id' | 'organizationId'>, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            deletedAt: now,
            status: 'inactive',
            email: `deleted-${seller.id}@deleted.invalid`,
            passwordHash: null,
            googleSub: null,
            permissions: [],
          })
          .where(and(eq(users.id, seller.id), eq(users.organizationId, seller.organizationId)));
        await tx.delete(userLocations).where(eq(userLocations.userId, seller.id));
        await tx.delete(sessions).where(eq(sessions.userId, seller.id));
      });
    },

    /** Removes a member row entirely (the creation that could not send its email). */
    async removeMember(id: string): Promise<void> {
      await db.delete(users).where(eq(users.id, id));
    },

    async organizationName(organizationId: string): Promise<string> {
      const [row] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, organizationId));
      return row?.name ?? '';
    },
  };
}

export type SellersRepository = ReturnType<typeof createSellersRepository>;
