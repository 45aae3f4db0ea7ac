import type { ReviewSubmission } from '@starcrew/contract/review-form';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { locations, reviews, sellerQrSettings, userLocations, users } from '../../db/schema/index.ts';
import { isUuid } from '../locations/locations.repository.ts';
import { analyseReview } from '../reviews/reviews.insights.ts';

/** What a review link names: its location, the seller whose code it is (none for the location's own code), the look. */
export interface ReviewLink {
  location: {
    id: string;
    organizationId: string;
    title: string;
    reviewUrl: string | null;
    active: boolean;
  };
  sellerId: string | null;
  qr: { primaryColor: string; secondaryColor: string; logo: string | null } | null;
}

/**
 * The queries of the public review form. Public, so scoped by the link itself: a location id
 * and a code that belongs to that location (a seller's there, or the location's own).
 */
export function createPublicReviewsRepository(db: Db) {
  return {
    async findLink(locationId: string, code: string): Promise<ReviewLink | null> {
      // Codes are URL-safe base64 or hex: anything else names nothing (and never reaches a query).
      if (!isUuid(locationId) || !/^[A-Za-z0-9_-]{1,64}$/.test(code)) return null;
      const [location] = await db
        .select({
          id: locations.id,
          organizationId: locations.organizationId,
          title: locations.title,
          reviewUrl: locations.reviewUrl,
          licenseStatus: locations.licenseStatus,
          collectionCode: locations.collectionCode,
        })
        .from(locations)
        .where(eq(locations.id, locationId))
        .limit(1);
      if (!location) return null;
      const place = {
        id: location.id,
        organizationId: location.organizationId,
        title: location.title,
        reviewUrl: location.reviewUrl,
        active: location.licenseStatus === 'active',
      };
      if (location.collectionCode === code) return { location: place, sellerId: null, qr: null };

      const [seller] = await db
        .select({
          id: users.id,
          status: users.status,
          primaryColor: sellerQrSettings.primaryColor,
          secondaryColor: sellerQrSettings.secondaryColor,
          logo: sellerQrSettings.logo,
        })
        .from(userLocations)
        .innerJoin(users, and(eq(users.id, userLocations.userId), eq(users.organizationId, location.organizationId)))
        .leftJoin(sellerQrSettings, eq(sellerQrSettings.userId, users.id))
        .where(and(eq(userLocations.locationId, location.id), eq(userLocations.collectionCode, code)))
        .limit(1);
      if (!seller) return null;
      const qr =
        seller.primaryColor && seller.secondaryColor
          ? { primaryColor: seller.primaryColor, secondaryColor: seller.secondaryColor, logo: seller.logo }
          : null;
      // A printed QR code outlives a seller's account: the review still counts, for no one.
      return { location: place, sellerId: seller.status === 'active' ? seller.id : null, qr };
    },

    /**
     * Stores one form review; awaited before the answer (decisions.md: stored before the 2xx).
     * The rollups follow in the same statement (their triggers). `inserted` runs in the same
     * transaction (the low-rating alert's job is queued with it); without it the insert is one
     * statement and needs no transaction (issue 18: `BEGIN` and `COMMIT` are round trips too).
     */
    async insertFormReview(
      link: ReviewLink,
      submission: ReviewSubmission,
      language: string,
      at: Date,
      inserted?: (review: { id: string; rating: number | null }, tx: Db) => Promise<void>,
    ): Promise<string> {
      const store = async (on: Db) => {
        const [row] = await on
          .insert(reviews)
          .values({
            organizationId: link.location.organizationId,
            locationId: link.location.id,
            source: 'form',
            rating: submission.rating,
            comment: submission.comment,
            reviewerName: `${submission.first_name} ${submission.last_name}`,
            reviewerFirstName: submission.first_name,
            reviewerLastName: submission.last_name,
            reviewerEmail: submission.email,
            language,
            sellerId: link.sellerId,
            attribution: link.sellerId ? 'certain' : null,
            reviewedAt: at,
            reviewUpdatedAt: at,
            ...analyseReview(submission),
          })
          .returning({ id: reviews.id, rating: reviews.rating });
        if (!row) throw new Error('no review stored');
        return row;
      };
      if (!inserted) return (await store(db)).id;
      return db.transaction(async (tx) => {
        const row = await store(tx);
        await inserted(row, tx);
        return row.id;
      });
    },
  };
}

export type PublicReviewsRepository = ReturnType<typeof createPublicReviewsRepository>;
