import { networks } from '@starcrew/api-client';
import { networkTabs, type NetworkTab, type NetworksResponse } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

export type NetworksPage = NetworksResponse['data'];

/** What My Networks shows: the tab and page of the URL, and that page once it answers. */
export interface NetworksData {
  tab: NetworkTab;
  page: number;
  /** Rejects when the call failed (the API client toasted why). */
  networks: Promise<NetworksPage>;
}

const isTab = (value: string | null): value is NetworkTab => networkTabs.some((tab) => tab === value);

/** The tab and page live in the URL (`?status=active&page=2`): a link or a reload keeps them. */
export function networksQuery(params: URLSearchParams): { tab: NetworkTab; page: number } {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return { tab: isTab(status) ? status : 'all', page: Number.isInteger(page) && page > 1 ? page : 1 };
}

export function loader({ request, services }: ScreenLoaderArgs): NetworksData {
  const { tab, page } = networksQuery(new URL(request.url).searchParams);
  return { tab, page, networks: networks(services.api, { status: tab, page }) };
}
