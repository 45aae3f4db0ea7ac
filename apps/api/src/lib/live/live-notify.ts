import type { SQL } from 'drizzle-orm';
import type { LiveBus, LivePublication, PublishOptions } from './live-bus.ts';

type CreatedReview = { id: string; organizationId: string; locationId: string; sellerId?: string | null };

const reviewCreated = (review: CreatedReview): LivePublication => ({
  kind: 'review.created',
  data: { location_id: review.locationId, review_id: review.id },
  locationIds: [review.locationId],
  sellerId: review.sellerId ?? null,
});

/**
 * The one place a stored review is announced (the Google import and the public form both call
 * it, after the review is stored; inside their transaction with `options.db` on PostgreSQL).
 * The inbox then shows "N new reviews" to whoever may see the review.
 */
export function notifyReviewCreated(live: LiveBus, review: CreatedReview, options?: PublishOptions): Promise<void> {
  return live.publish(review.organizationId, reviewCreated(review), options);
}

/**
 * The same announcement as an SQL expression for the statement that stores the review (one
 * round trip fewer), where the bus publishes by a statement (PostgreSQL); undefined elsewhere:
 * then `notifyReviewCreated` once it is stored.
 */
export function reviewCreatedNotification(live: LiveBus, review: CreatedReview): SQL | undefined {
  return live.notification?.(review.organizationId, reviewCreated(review));
}

/** A campaign's ranking changed: the people of its locations may reload it. */
export function notifyCampaignRanking(
  live: LiveBus,
  campaign: { id: string; organizationId: string; locationIds: string[] },
  options?: PublishOptions,
): Promise<void> {
  return live.publish(
    campaign.organizationId,
    { kind: 'campaign.ranking', data: { campaign_id: campaign.id }, locationIds: campaign.locationIds },
    options,
  );
}
