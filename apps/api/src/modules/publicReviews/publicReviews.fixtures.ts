import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { locations, reviews, sellerQrSettings, userLocations, type ReviewRow } from '../../db/schema/index.ts';
import { createTeam, type Team } from '../../../test/fixtures.ts';

export const GOOGLE_URL = 'https://search.google.com/local/writereview?placeid=ChIJ-fixture';

/** A team whose seller's location collects reviews: the seller's code, the location's own code, the brand. */
export async function collectingTeam(db: Db, name = 'Collecte') {
  const team: Team = await createTeam(db, name);
  const [tie] = await db.select().from(userLocations).where(eq(userLocations.userId, team.seller.id));
  if (!tie) throw new Error('no seller location');
  const sellerCode = `s${randomBytes(5).toString('hex')}`;
  await db.update(userLocations).set({ collectionCode: sellerCode }).where(eq(userLocations.userId, team.seller.id));
  const [location] = await db
    .update(locations)
    .set({ licenseStatus: 'active', reviewUrl: GOOGLE_URL, title: 'Boulangerie du Port' })
    .where(eq(locations.id, tie.locationId))
    .returning();
  if (!location) throw new Error('no location');
  await db.insert(sellerQrSettings).values({
    userId: team.seller.id,
    organizationId: team.organizationId,
    primaryColor: '#7a1f5c',
    secondaryColor: '#fff8e7',
    logo: '/api/uploads/logo-fixture.png',
  });
  return { team, locationId: location.id, sellerCode, locationCode: location.collectionCode };
}

export async function reviewsAt(db: Db, locationId: string): Promise<ReviewRow[]> {
  return db.select().from(reviews).where(eq(reviews.locationId, locationId));
}

/** A browser's urlencoded form body. */
export function formPost(fields: Record<string, string>): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

export const goodReview = {
  rating: '4',
  comment: 'Accueil chaleureux, croissants encore tièdes.',
  first_name: 'Camille',
  last_name: 'Durand',
  email: 'camille@example.test',
};
