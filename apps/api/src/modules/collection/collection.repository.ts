import { and, asc, count, desc, eq, gte, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  collectionTemplates,
  locations,
  reviewRequests,
  sellerQrSettings,
  userLocations,
  users,
  type CollectionTemplatesRow,
  type LocationRow,
  type ReviewRequestRow,
  type SellerQrSettingsRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { isUuid, visibleTo } from '../locations/locations.repository.ts';

/** Who asks: every query is scoped by their organization, and by location through `visibleTo`. */
export type Actor = Pick<UserRow, 'id' | 'organizationId' | 'role'>;

export interface SellerCode {
  id: string;
  firstName: string;
  lastName: string;
  code: string;
  /** How the organization customized the seller's QR code; undefined while never saved (defaults). */
  qr: SellerQrSettingsRow | undefined;
}

export type NewReviewRequest = Pick<
  ReviewRequestRow,
  | 'organizationId'
  | 'locationId'
  | 'senderId'
  | 'senderName'
  | 'sellerId'
  | 'sellerName'
  | 'channel'
  | 'firstName'
  | 'recipient'
  | 'link'
  | 'createdAt'
>;

export type HistoryRow = ReviewRequestRow & { locationTitle: string };

/** Templates, the sellers' codes at a location, and review requests with the daily count. */
export function createCollectionRepository(db: Db) {
  return {
    /** The location if the actor may see it (owner: the organization's; others: their own); else undefined (404). */
    async location(actor: Actor, id: string): Promise<LocationRow | undefined> {
      if (!isUuid(id)) return undefined;
      const [row] = await db
        .select()
        .from(locations)
        .where(and(eq(locations.id, id), visibleTo(db, actor)));
      return row;
    },

    async templates(locationId: string): Promise<CollectionTemplatesRow | undefined> {
      const [row] = await db.select().from(collectionTemplates).where(eq(collectionTemplates.locationId, locationId));
      return row;
    },

    async saveTemplates(
      location: Pick<LocationRow, 'id' | 'organizationId'>,
      values: Pick<CollectionTemplatesRow, 'smsBody' | 'emailSubject' | 'emailBody' | 'updatedBy'>,
    ): Promise<CollectionTemplatesRow> {
      const [row] = await db
        .insert(collectionTemplates)
        .values({ locationId: location.id, organizationId: location.organizationId, ...values })
        .onConflictDoUpdate({ target: collectionTemplates.locationId, set: { ...values, updatedAt: new Date() } })
        .returning();
      if (!row) throw new Error('no templates');
      return row;
    },

    /** The active sellers of a location with their personal code there and their QR settings, by name. */
    async sellerCodes(locationId: string, organizationId: string, sellerId?: string): Promise<SellerCode[]> {
      if (sellerId !== undefined && !isUuid(sellerId)) return [];
      const rows = await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          code: userLocations.collectionCode,
          qr: sellerQrSettings,
        })
        .from(userLocations)
        .innerJoin(users, eq(users.id, userLocations.userId))
        .leftJoin(
          sellerQrSettings,
          and(eq(sellerQrSettings.userId, users.id), eq(sellerQrSettings.organizationId, organizationId)),
        )
        .where(
          and(
            eq(userLocations.locationId, locationId),
            eq(userLocations.organizationId, organizationId),
            eq(users.organizationId, organizationId),
            eq(users.role, 'seller'),
            eq(users.status, 'active'),
            isNull(users.deletedAt),
            isNotNull(userLocations.collectionCode),
            sellerId ? eq(users.id, sellerId) : undefined,
          ),
        )
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
      return rows.flatMap((r) => (r.code ? [{ ...r, code: r.code, qr: r.qr ?? undefined }] : []));
    },

    /**
     * Stores a pending request if the location has sent fewer than `perDay` since `dayStart`;
     * undefined otherwise. The location's row is locked meanwhile, so two senders at once
     * cannot both take the last one.
     */
    async reserve(input: NewReviewRequest, dayStart: Date, perDay: number): Promise<ReviewRequestRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: locations.id }).from(locations).where(eq(locations.id, input.locationId)).for('update');
        const [sent] = await tx
          .select({ n: count() })
          .from(reviewRequests)
          .where(and(eq(reviewRequests.locationId, input.locationId), gte(reviewRequests.createdAt, dayStart)));
        if ((sent?.n ?? 0) >= perDay) return undefined;
        const [row] = await tx.insert(reviewRequests).values(input).returning();
        return row;
      });
    },

    async markSent(id: string, status: 'sent' | 'failed', at: Date): Promise<ReviewRequestRow> {
      const [row] = await db
        .update(reviewRequests)
        .set({ status, sentAt: status === 'sent' ? at : null })
        .where(eq(reviewRequests.id, id))
        .returning();
      if (!row) throw new Error('no review request');
      return row;
    },

    async sentSince(locationId: string, dayStart: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(reviewRequests)
        .where(and(eq(reviewRequests.locationId, locationId), gte(reviewRequests.createdAt, dayStart)));
      return row?.n ?? 0;
    },

    /** One page of requests, newest first, of a location, or of one sender (a seller's own). */
    async history(
      scope: { organizationId: string; locationId?: string; senderId?: string },
      page: number,
      perPage: number,
    ): Promise<{ rows: HistoryRow[]; total: number }> {
      const where = and(
        eq(reviewRequests.organizationId, scope.organizationId),
        scope.locationId ? eq(reviewRequests.locationId, scope.locationId) : undefined,
        scope.senderId ? eq(reviewRequests.senderId, scope.senderId) : undefined,
      ) as SQL;
      const [rows, [counted]] = await Promise.all([
        db
          .select({ request: reviewRequests, locationTitle: locations.title })
          .from(reviewRequests)
          .innerJoin(locations, eq(locations.id, reviewRequests.locationId))
          .where(where)
          .orderBy(desc(reviewRequests.createdAt), desc(reviewRequests.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(reviewRequests)
          .where(where),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.request, locationTitle: r.locationTitle })),
        total: Number(counted?.n ?? 0),
      };
    },
  };
}

export type CollectionRepository = ReturnType<typeof createCollectionRepository>;
