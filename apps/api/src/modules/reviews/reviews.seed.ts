import type { Db } from '../../db/database.ts';
import { reviews } from '../../db/schema/index.ts';

const DAY = 24 * 3_600_000;

/** Reviews customers left on the demo's review form, some collected by a seller, in French and English. */
const formReviews = [
  {
    days: 2,
    rating: 2,
    seller: true,
    reviewer: 'Julien Moreau',
    language: 'fr',
    comment:
      'Baguette pas assez cuite et vingt minutes d’attente un samedi matin. Dommage, les viennoiseries sont bonnes.',
  },
  {
    days: 4,
    rating: 1,
    seller: true,
    reviewer: 'Emma Wilson',
    language: 'en',
    comment: 'The croissants were stale and nobody apologised. Not what I expect for the price.',
  },
  {
    days: 6,
    rating: 5,
    seller: true,
    reviewer: 'Chloé Durand',
    language: 'fr',
    comment: 'Accueil adorable, pain au levain excellent. Merci Léa pour le conseil !',
  },
  {
    days: 9,
    rating: 4,
    seller: false,
    reviewer: 'Marc Lefèvre',
    language: 'fr',
    comment: 'Très bonnes tartes, un peu cher.',
  },
  {
    days: 12,
    rating: 2,
    seller: false,
    reviewer: 'Sophie Garnier',
    language: 'fr',
    comment: 'Commande oubliée, il a fallu la refaire.',
  },
] as const;

/**
 * The demo's reviews from the public form (Google's come from the sandbox import): so the
 * inbox has form reviews to answer by email, and Léa has reviews on /seller/reviews.
 */
export async function seedDemoReviews(
  tx: Pick<Db, 'insert'>,
  demo: { organizationId: string; locationId: string; sellerId: string | undefined },
  now: Date,
): Promise<void> {
  await tx.insert(reviews).values(
    formReviews.map((r, i) => {
      const at = new Date(now.getTime() - r.days * DAY);
      return {
        organizationId: demo.organizationId,
        locationId: demo.locationId,
        source: 'form' as const,
        rating: r.rating,
        comment: r.comment,
        reviewerName: r.reviewer,
        reviewerEmail: `customer${i + 1}@example.com`,
        language: r.language,
        sellerId: r.seller ? (demo.sellerId ?? null) : null,
        reviewedAt: at,
        reviewUpdatedAt: at,
      };
    }),
  );
}
