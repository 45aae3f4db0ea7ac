import { campaigns } from '@starcrew/api-client';
import { campaignTabs, type CampaignsResponse, type CampaignTab } from '@starcrew/contract';
import type { MultiSelectItem } from '@starcrew/ui';
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
  /**
   * What the wizard offers (empty lists when a call failed), read when the wizard is about to
   * open (intent on "New campaign", or its opening), not with the list: its call and schemas come
   * with it (`wizardOptions.ts`; issue 18). The same promise each time.
   */
  options: () => Promise<WizardOptions>;
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

export function loader({ request, services }: ScreenLoaderArgs): CampaignsData {
  const query = campaignsQuery(new URL(request.url).searchParams);
  return {
    query,
    page: campaigns(services.api, { ...query, per_page: CAMPAIGNS_PAGE_SIZE }),
    options: once(() => import('./wizardOptions.ts').then((module) => module.wizardOptions(services))),
  };
}

/** `read` called on the first call only; later calls return its promise. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= read());
}
