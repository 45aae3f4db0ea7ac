import type { SellerDashboard } from '@starcrew/contract';
import type { SellerCampaignProgress } from '../campaigns/campaigns.service.ts';
import type { SellerActor, SellerDashboardRepository } from './sellerDashboard.repository.ts';

export interface SellerDashboardDeps {
  repository: SellerDashboardRepository;
  /** The campaigns module's reading of a seller's progress: the dashboard never counts on its own. */
  campaigns: Pick<SellerCampaignProgress, 'active'>;
}

/**
 * The seller's dashboard (`GET /v1/seller/dashboard`): their figures and team ranking from the
 * rollups, and the active campaign with the progress the campaign's ranking and
 * `/seller/campaigns` show (the organization's days, a submission and its Google twin once).
 */
export function createSellerDashboardService({ repository, campaigns }: SellerDashboardDeps) {
  return {
    async dashboard(seller: SellerActor, at: Date): Promise<SellerDashboard> {
      // One after the other: PGlite runs one query at a time anyway.
      const team = await repository.ranking(seller);
      const active = await campaigns.active(seller, at);
      const own = team.find((row) => row.id === seller.id);
      return {
        reviews_collected: own?.reviews_collected ?? 0,
        average_rating: own?.average_rating ?? null,
        ranking: team,
        active_campaign: active
          ? {
              id: active.campaign.id,
              title: active.campaign.title,
              start_date: active.campaign.startDate,
              end_date: active.campaign.endDate,
              reviews_target: active.campaign.reviewsTarget,
              reviews_collected: active.standing.reviews,
            }
          : null,
      };
    },
  };
}

export type SellerDashboardService = ReturnType<typeof createSellerDashboardService>;
