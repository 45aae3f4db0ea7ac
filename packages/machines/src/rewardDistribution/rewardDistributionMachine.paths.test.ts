import { describeGraphCoverage, type GraphEvent } from '../test/graphCoverage.ts';
import type { RewardDistributionInput } from './rewardDistribution.types.ts';
import {
  conflict,
  distributed,
  distributedRewards,
  failure,
  startDistribution,
  toDistribute,
  undistributedRewards,
} from './rewardDistributionMachine.harness.ts';
import { rewardDistributionMachine } from './rewardDistributionMachine.ts';

// The model: no-op effects, so the traversal only computes states.
const model = rewardDistributionMachine.provide({ actions: { notifyChanged: () => {} } });

// Every event the machine handles, each call's outcomes, and selections of both kinds and none.
const events: GraphEvent[] = [
  { type: 'rewards.select', rewardIds: ['r-3'], status: 'to_distribute' },
  { type: 'rewards.select', rewardIds: ['r-1', 'r-2'], status: 'distributed' },
  { type: 'rewards.select', rewardIds: [], status: 'to_distribute' },
  { type: 'rewards.distribute' },
  { type: 'rewards.undistribute' },
  { type: 'rewards.confirm' },
  { type: 'rewards.cancel' },
  { type: 'xstate.done.actor.distribute', output: distributedRewards },
  { type: 'xstate.error.actor.distribute', error: conflict },
  { type: 'xstate.done.actor.undistribute', output: undistributedRewards },
  { type: 'xstate.error.actor.undistribute', error: failure },
];

// Both ways in: a selection to distribute, and one already distributed.
const starts: Array<{ name: string; input: RewardDistributionInput }> = [
  { name: 'to distribute', input: toDistribute },
  { name: 'distributed', input: distributed },
];

describeGraphCoverage('rewardDistributionMachine paths', { model, events, starts, start: startDistribution });
