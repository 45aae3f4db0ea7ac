import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { competitors, competitorSnapshots } from '../../db/schema/index.ts';

/**
 * A competitor stored without the directory (tests and probes): named after the organization
 * so a leak is visible, with `days` of history before 2026-03-01 (the first day's total 100,
 * one review more each day, the rating 4.00 then 4.50).
 */
export async function addCompetitor(
  db: Db,
  organizationId: string,
  locationId: string,
  options: { name?: string; history?: Array<{ day: string; rating: number | null; total: number }> } = {},
): Promise<string> {
  const [row] = await db
    .insert(competitors)
    .values({
      organizationId,
      locationId,
      placeId: `fixture-${randomBytes(6).toString('hex')}`,
      name: options.name ?? `Competitor ${randomBytes(3).toString('hex')}`,
      address: `1 Rue ${randomBytes(3).toString('hex')}, Paris`,
      averageRating: '4.50',
      totalReviews: 120,
      refreshedAt: new Date('2026-03-01T03:15:00Z'),
    })
    .returning({ id: competitors.id });
  if (!row) throw new Error('no competitor');
  for (const { day, rating, total } of options.history ?? []) {
    await db.insert(competitorSnapshots).values({
      competitorId: row.id,
      organizationId,
      locationId,
      day,
      averageRating: rating === null ? null : rating.toFixed(2),
      totalReviews: total,
    });
  }
  return row.id;
}
