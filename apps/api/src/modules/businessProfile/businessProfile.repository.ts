import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { ProviderLocation } from '../../adapters/google/index.ts';
import type { Db } from '../../db/database.ts';
import { locations, reviewSyncs, users, type UserRow } from '../../db/schema/index.ts';

/** A location of the connected account that the owner chose, with the account it belongs to. */
export interface ChosenLocation {
  account: { id: string };
  location: ProviderLocation;
}

/** A public collection code (/reviews/{locationId}/{code}): 10 random url-safe characters. */
function collectionCode(): string {
  return randomBytes(8).toString('base64url').slice(0, 10);
}

/** The wizard's writes, scoped by the caller's organization. */
export function createBusinessProfileRepository(db: Db) {
  return {
    /**
     * In one transaction: creates the chosen locations the organization does not hold yet
     * (licence inactive until a network plan), their review-import cursors, and marks the
     * user connected. Answers the new locations' ids and the updated user.
     */
    async addChosenLocations(user: UserRow, chosen: ChosenLocation[]): Promise<{ created: string[]; user: UserRow }> {
      return db.transaction(async (tx) => {
        const already = await tx
          .select({ googleLocationId: locations.googleLocationId })
          .from(locations)
          .where(
            and(
              eq(locations.organizationId, user.organizationId),
              inArray(
                locations.googleLocationId,
                chosen.map((c) => c.location.externalId),
              ),
            ),
          );
        const skip = new Set(already.map((r) => r.googleLocationId));
        const fresh = chosen.filter((c) => !skip.has(c.location.externalId));
        const inserted =
          fresh.length === 0
            ? []
            : await tx
                .insert(locations)
                .values(
                  fresh.map(({ location }) => ({
                    organizationId: user.organizationId,
                    googleLocationId: location.externalId,
                    title: location.title,
                    address: location.address?.formatted ?? null,
                    reviewUrl: location.newReviewUri,
                    averageRating: location.averageRating === null ? null : location.averageRating.toFixed(2),
                    totalReviews: location.totalReviews,
                    collectionCode: collectionCode(),
                  })),
                )
                .returning({ id: locations.id, googleLocationId: locations.googleLocationId });
        const accountOf = new Map(fresh.map((f) => [f.location.externalId, f.account.id]));
        if (inserted.length > 0) {
          await tx.insert(reviewSyncs).values(
            inserted.map((row) => ({
              locationId: row.id,
              organizationId: user.organizationId,
              googleAccountId: accountOf.get(row.googleLocationId ?? '') ?? '',
            })),
          );
        }
        const [row] = await tx
          .update(users)
          .set({ businessProfileToken: true })
          .where(and(eq(users.id, user.id), eq(users.organizationId, user.organizationId)))
          .returning();
        if (!row) throw new Error('user vanished while connecting');
        return { created: inserted.map((r) => r.id), user: row };
      });
    },
  };
}

export type BusinessProfileRepository = ReturnType<typeof createBusinessProfileRepository>;
