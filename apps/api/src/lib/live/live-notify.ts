import type { LiveBus, PublishOptions } from './live-bus.ts';

/**
 * The one place a stored review is announced (the Google import and the public form both call
 * it, after the review is stored; inside their transaction with `options.db` on PostgreSQL).
 * The inbox then shows "N new reviews" to whoever may see the review.
 */
export function notifyReviewCreated(
  live: LiveBus,
  review: { id: string; organizationId: string; locationId: string; sellerId?: string | null },
  options?: PublishOptions,
): Promise<void> {
  return live.publish(
    review.organizationId,
    {
      kind: 'review.created',
      data: { location_id: review.locationId, review_id: review.id },
      locationIds: [review.locationId],
      sellerId: review.sellerId ?? null,
    },
    options,
  );
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
