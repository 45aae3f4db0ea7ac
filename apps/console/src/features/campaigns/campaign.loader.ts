import { campaign, campaignRankings } from '@starcrew/api-client';
import type { Campaign, CampaignRanking } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';
import type { WizardOptions } from './campaigns.loader.ts';
import { wizardOptions } from './wizardOptions.ts';

/** What the details show: the campaign, its live rankings, and what the wizard offers for an edit. */
export interface CampaignData {
  /** Rejects when the call failed (the API client toasted why). */
  campaign: Promise<Campaign>;
  rankings: Promise<CampaignRanking[]>;
  options: Promise<WizardOptions>;
}

export function loader({ params, services }: ScreenLoaderArgs): CampaignData {
  const id = params.id ?? '';
  const rankings = campaignRankings(services.api, id).then((data) => data.rankings);
  // Read only when the screen waits for it: an unread rejection would be reported as unhandled.
  rankings.catch(() => undefined);
  return { campaign: campaign(services.api, id), rankings, options: wizardOptions(services) };
}
