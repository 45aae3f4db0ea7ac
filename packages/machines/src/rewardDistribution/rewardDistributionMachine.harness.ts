import type { Reward } from '@starcrew/contract';
import { createActor, type EventObject, type InspectionEvent } from 'xstate';
import { createPromiseFakes } from '../test/promiseFakes.ts';
import type { RewardDistributionInput, RewardsAction } from './rewardDistribution.types.ts';
import { rewardDistributionMachine } from './rewardDistributionMachine.ts';

const person = (id: string, name: string) => ({
  id,
  first_name: name,
  last_name: 'Martin',
  full_name: `${name} Martin`,
  image: null,
});

export const makeReward = (id: string, overrides: Partial<Reward> = {}): Reward => ({
  id,
  campaign: { id: 'campaign-1', title: 'Spring push' },
  winner: person(`seller-${id}`, 'Léa'),
  location: null,
  rank: 1,
  description: 'A dinner for two',
  amount_cents: null,
  status: 'to_distribute',
  distributed_at: null,
  distributed_by: null,
  flagged: false,
  created_at: '2026-04-01T00:00:00.000Z',
  ...overrides,
});

const manager = person('manager-1', 'Ana');
export const distributedRewards = {
  rewards: ['r-1', 'r-2'].map((id) =>
    makeReward(id, { status: 'distributed', distributed_at: '2026-04-02T09:00:00.000Z', distributed_by: manager }),
  ),
};
export const undistributedRewards = { rewards: ['r-1', 'r-2'].map((id) => makeReward(id)) };
export const failure = { message: 'An unexpected error occurred.', kind: 'server', status: 500 };
export const conflict = { message: 'This reward was already distributed.', kind: 'conflict', status: 409 };

export const toDistribute: RewardDistributionInput = { rewardIds: ['r-1', 'r-2'], status: 'to_distribute' };
export const distributed: RewardDistributionInput = { rewardIds: ['r-1', 'r-2'], status: 'distributed' };

/** Runs the machine with calls the test settles by hand, and records what the console was told. */
export function startDistribution(
  options: { input?: RewardDistributionInput; inspect?: (event: InspectionEvent) => void } = {},
) {
  const fakes = createPromiseFakes();
  const effects = { changed: [] as Reward[][] };
  const machine = rewardDistributionMachine.provide({
    actors: {
      distribute: fakes.fake<{ rewards: Reward[] }, RewardsAction>(),
      undistribute: fakes.fake<{ rewards: Reward[] }, RewardsAction>(),
    },
    actions: { notifyChanged: (_, rewards) => void effects.changed.push(rewards as Reward[]) },
  });
  const actor = createActor(machine, {
    input: options.input ?? toDistribute,
    ...(options.inspect === undefined ? {} : { inspect: options.inspect }),
  }).start();
  const apply = (event: EventObject) => fakes.apply(actor, event);
  return { actor, effects, settle: fakes.settle, inputsOf: fakes.inputsOf, isRunning: fakes.isRunning, apply };
}
