import type { CampaignRow } from '../../db/schema/index.ts';
import { periodBounds } from './campaigns.dates.ts';
import { rankParticipants, type Standing } from './campaigns.ranking.ts';
import type { AttributionRepository } from './attribution.repository.ts';
import type { CampaignParts } from './campaigns.repository.ts';

/** One ranking: the whole campaign in shared mode, one location in separate mode. */
export interface Ranking {
  /** null in shared mode. */
  locationId: string | null;
  standings: Standing[];
  /** The reviews each participant is counted with in this ranking (the close-out keeps them). */
  reviewIds: Map<string, string[]>;
}

/**
 * The live rankings of a campaign from the reviews attributed to its participants at its
 * locations within its period (the organization's days). Shared: one ranking of every
 * participant over every location. Separate: one per location, of the participants tied to it
 * or with reviews there, each counting only that location's reviews.
 */
export async function rankingsOf(
  repository: AttributionRepository,
  campaign: CampaignRow,
  parts: CampaignParts,
  timeZone: string,
): Promise<Ranking[]> {
  const participantIds = parts.participants.map((p) => p.id);
  const locationIds = parts.locations.map((l) => l.id);
  const { from, to } = periodBounds(campaign, timeZone);
  const counted = await repository.attributedReviews(campaign.organizationId, {
    sellerIds: participantIds,
    locationIds,
    from,
    to,
  });
  const rules = { ...campaign, rankRewards: new Map(parts.rankRewards.map((r) => [r.rank, r.description])) };

  const rank = (locationId: string | null, members: string[]): Ranking => {
    const reviewIds = new Map<string, string[]>(members.map((id) => [id, []]));
    for (const review of counted) {
      if (locationId !== null && review.locationId !== locationId) continue;
      reviewIds.get(review.sellerId)?.push(review.id);
    }
    const counts = new Map([...reviewIds].map(([id, ids]) => [id, ids.length]));
    return { locationId, standings: rankParticipants(members, counts, rules), reviewIds };
  };

  if (campaign.locationMode === 'shared') return [rank(null, participantIds)];
  const ties = await repository.ties(campaign.organizationId, participantIds, locationIds);
  return locationIds.map((locationId) => {
    const here = new Set([
      ...ties.filter((t) => t.locationId === locationId).map((t) => t.userId),
      ...counted.filter((r) => r.locationId === locationId).map((r) => r.sellerId),
    ]);
    // Participants keep their order (by name) within each location.
    return rank(
      locationId,
      participantIds.filter((id) => here.has(id)),
    );
  });
}
