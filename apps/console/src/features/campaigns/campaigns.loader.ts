import { campaigns, sellers } from '@starcrew/api-client';
import { campaignTabs, type CampaignsResponse, type CampaignTab } from '@starcrew/contract';
import type { MultiSelectItem } from '@starcrew/ui';
import type { Services } from '../../app/services.ts';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

export type CampaignsPage = CampaignsResponse['data'];

/** Ten campaigns a page, as the other tables of the console. */
export const CAMPAIGNS_PAGE_SIZE = 10;

/** What the URL says: `?tab=in_progress&archived=true&page=2` (a link or a reload keeps it). */
export interface CampaignsQuery {
  tab: CampaignTab;
  archived: boolean;
  page: number;
}

/** What the wizard offers: the active locations and the team's sellers. */
export interface WizardOptions {
  locations: MultiSelectItem[];
  sellers: MultiSelectItem[];
}

export interface CampaignsData {
  query: CampaignsQuery;
  /** Rejects when the call failed (the API client toasted why). */
  page: Promise<CampaignsPage>;
  /** What the wizard offers; empty lists when a call failed. */
  options: Promise<WizardOptions>;
}

export function campaignsQuery(params: URLSearchParams): CampaignsQuery {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  return {
    tab: campaignTabs.find((candidate) => candidate === tab) ?? 'all',
    archived: params.get('archived') === 'true',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The same query as URL search params, leaving out the defaults. */
export function campaignsParams(query: CampaignsQuery): Record<string, string> {
  return {
    ...(query.tab !== 'all' ? { tab: query.tab } : {}),
    ...(query.archived ? { archived: 'true' } : {}),
    ...(query.page > 1 ? { page: String(query.page) } : {}),
  };
}

/**
 * The wizard's choices: the working-location list's active locations and the first hundred
 * sellers (the API's largest page; a team beyond it is not one the spec pictures).
 */
export function wizardOptions(services: Services): Promise<WizardOptions> {
  const locations = services.workingLocation
    .settled()
    .then(({ locations }) => (locations ?? []).map((l) => ({ id: l.id, name: l.title })))
    .catch(() => []);
  const team = sellers(services.api, { per_page: 100, sort: 'first_name' })
    .then((page) => page.sellers.map((s) => ({ id: s.id, name: `${s.first_name} ${s.last_name}` })))
    .catch(() => []);
  return Promise.all([locations, team]).then(([l, s]) => ({ locations: l, sellers: s }));
}

export function loader({ request, services }: ScreenLoaderArgs): CampaignsData {
  const query = campaignsQuery(new URL(request.url).searchParams);
  return {
    query,
    page: campaigns(services.api, { ...query, per_page: CAMPAIGNS_PAGE_SIZE }),
    options: wizardOptions(services),
  };
}
