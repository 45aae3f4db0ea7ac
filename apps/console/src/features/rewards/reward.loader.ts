import { reward } from '@starcrew/api-client';
import type { RewardDetailsResponse } from '@starcrew/contract';
import type { ScreenLoaderArgs } from '../../routes/loaders.ts';

export type RewardDetails = RewardDetailsResponse['data'];

export interface RewardData {
  id: string;
  /** Rejects when the call failed (the API client toasted why). */
  details: Promise<RewardDetails>;
}

/** `/manager/rewards/{id}`: the reward and its whole history. */
export function loader({ params, services }: ScreenLoaderArgs): RewardData {
  const id = params.id ?? '';
  return { id, details: reward(services.api, id) };
}
