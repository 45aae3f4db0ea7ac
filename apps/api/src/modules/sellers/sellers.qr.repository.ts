import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import {
  locations,
  sellerQrSettings,
  userLocations,
  type SellerQrSettingsRow,
  type UserRow,
} from '../../db/schema/index.ts';
import { visibleTo } from '../locations/locations.repository.ts';
import type { Actor } from './sellers.repository.ts';

export interface SellerLinkRow {
  userId: string;
  locationId: string;
  locationTitle: string;
  code: string | null;
}

/** The sellers' collection links per location and their QR code settings. */
export function createSellerQrRepository(db: Db) {
  return {
    /** The sellers' locations the actor may see, with each seller's personal code there. */
    async links(actor: Actor, sellerIds: string[]): Promise<SellerLinkRow[]> {
      if (sellerIds.length === 0) return [];
      return db
        .select({
          userId: userLocations.userId,
          locationId: locations.id,
          locationTitle: locations.title,
          code: userLocations.collectionCode,
        })
        .from(userLocations)
        .innerJoin(locations, eq(locations.id, userLocations.locationId))
        .where(and(inArray(userLocations.userId, sellerIds), visibleTo(db, actor)))
        .orderBy(asc(locations.title), asc(locations.id));
    },

    async qrSettings(organizationId: string, sellerIds: string[]): Promise<SellerQrSettingsRow[]> {
      if (sellerIds.length === 0) return [];
      return db
        .select()
        .from(sellerQrSettings)
        .where(and(eq(sellerQrSettings.organizationId, organizationId), inArray(sellerQrSettings.userId, sellerIds)));
    },

    async saveQrSettings(
      seller: Pick<UserRow, 'id' | 'organizationId'>,
      patch: Partial<Pick<SellerQrSettingsRow, 'primaryColor' | 'secondaryColor' | 'logo' | 'name'>>,
      defaults: Pick<SellerQrSettingsRow, 'primaryColor' | 'secondaryColor'>,
    ): Promise<SellerQrSettingsRow> {
      const [row] = await db
        .insert(sellerQrSettings)
        .values({ userId: seller.id, organizationId: seller.organizationId, ...defaults, ...patch })
        .onConflictDoUpdate({ target: sellerQrSettings.userId, set: patch })
        .returning();
      if (!row) throw new Error('no QR settings');
      return row;
    },
  };
}
