import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { campaignLocations, campaigns, reviews, userLocations } from '../../db/schema/index.ts';

/** The one location a user is tied to (createTeam ties each manager and seller to one). */
export async function locationOf(db: Db, userId: string): Promise<string> {
  const [row] = await db
    .select({ id: userLocations.locationId })
    .from(userLocations)
    .where(eq(userLocations.userId, userId));
  if (!row) throw new Error('the user has no location');
  return row.id;
}

/** Ties a user to one more location. */
export async function tie(db: Db, organizationId: string, userId: string, locationId: string): Promise<void> {
  await db.insert(userLocations).values({ organizationId, userId, locationId });
}

/** Unties a user from a location. */
export async function untie(db: Db, userId: string, locationId: string): Promise<void> {
  await db.delete(userLocations).where(and(eq(userLocations.userId, userId), eq(userLocations.locationId, locationId)));
}

/** Google reviews of a location, one a rating (null: a form review with a comment only). */
export async function addReviews(
  db: Db,
  organizationId: string,
  locationId: string,
  ratings: Array<number | null>,
  { at = new Date('2026-03-01T10:00:00Z'), sellerId = null }: { at?: Date; sellerId?: string | null } = {},
): Promise<void> {
  await db.insert(reviews).values(
    ratings.map((rating) => ({
      organizationId,
      locationId,
      rating,
      source: rating === null ? ('form' as const) : ('google' as const),
      googleReviewId: rating === null ? null : `accounts/1/locations/1/reviews/${randomBytes(6).toString('hex')}`,
      reviewerName: 'Jeanne D.',
      sellerId,
      attribution: sellerId ? ('certain' as const) : null,
      comment: 'Très bon pain.',
      reviewedAt: at,
      reviewUpdatedAt: at,
    })),
  );
}

/** A campaign connected to these locations (none: a campaign of the organization at no location yet). */
export async function addCampaign(db: Db, organizationId: string, locationIds: string[] = []): Promise<string> {
  const [campaign] = await db
    .insert(campaigns)
    .values({
      organizationId,
      title: 'Printemps des avis',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      rewardMode: 'target',
      reviewsTarget: 20,
      rewardDescription: 'Un brunch pour deux',
      rewardRule: 'all_reaching_goal',
    })
    .returning({ id: campaigns.id });
  if (!campaign) throw new Error('no campaign');
  if (locationIds.length > 0) {
    await db
      .insert(campaignLocations)
      .values(locationIds.map((locationId) => ({ campaignId: campaign.id, locationId, organizationId })));
  }
  return campaign.id;
}
