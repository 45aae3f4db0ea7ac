import { networks, plans } from '@starcrew/api-client';
import type { Location, PlansResponse } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

/** plans and plans/upgrade: the catalogue and what the page needs around it. */
export interface PlansData {
  page: PlansResponse;
}

export async function loader({ services }: ScreenLoaderArgs): Promise<PlansData> {
  return { page: await plans(services.api) };
}

/** my-networks/plans: the catalogue, and the inactive locations the owner may activate. */
export interface NetworkPlansData extends PlansData {
  inactive: Location[];
}

export async function networkLoader({ services }: ScreenLoaderArgs): Promise<NetworkPlansData> {
  const [page, inactive] = await Promise.all([
    plans(services.api),
    networks(services.api, { status: 'inactive', per_page: 100 }),
  ]);
  return { page, inactive: inactive.locations };
}
