import type { Reward } from '@starcrew/contract';
import { assign, fromPromise, setup } from 'xstate';
import type {
  RewardDistributionContext,
  RewardDistributionEvent,
  RewardDistributionInput,
  RewardsAction,
} from './rewardDistribution.types.ts';

// Placeholders: the console gives the real actors and effects with `.provide()`, tests give fakes.
const notProvided = (name: string) => () => {
  throw new Error(`rewardDistributionMachine: "${name}" must be provided`);
};

/** The server's message (ApiError's), else what was thrown. */
function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

type ErrorEvent = { event: { error: unknown } };
type DoneEvent = { event: { output: { rewards: Reward[] } } };

/** A failed call: back where it was asked, with the server's message. */
const failed = (target: string) =>
  ({ target, actions: { type: 'storeError', params: ({ event }: ErrorEvent) => event.error } }) as const;

/** A call done: the rewards as they now are, and the console told (it refreshes the lists). */
const done = (target: string) =>
  ({
    target,
    actions: [
      { type: 'storeRewards', params: ({ event }: DoneEvent) => event.output.rewards },
      { type: 'notifyChanged', params: ({ event }: DoneEvent) => event.output.rewards },
    ],
  }) as const;

/** Another selection, resting in the state of its status. */
const select = [
  { guard: 'selectsDistributed', target: '#rewardDistribution.distributed', actions: 'storeSelection' },
  { target: '#rewardDistribution.toDistribute', actions: 'storeSelection' },
] as const;

export const rewardDistributionMachine = setup({
  types: {
    context: {} as RewardDistributionContext,
    events: {} as RewardDistributionEvent,
    input: {} as RewardDistributionInput,
  },
  actors: {
    /** Marks the rewards distributed (who and when are recorded by the server), all or none. */
    distribute: fromPromise<{ rewards: Reward[] }, RewardsAction>(notProvided('distribute')),
    /** Takes them back from their recipients; the reversal stays in their history. */
    undistribute: fromPromise<{ rewards: Reward[] }, RewardsAction>(notProvided('undistribute')),
  },
  actions: {
    notifyChanged: notProvided('notifyChanged'),
    storeRewards: assign((_, rewards: Reward[]) => ({ rewards })),
    storeError: assign((_, error: unknown) => ({ error: messageOf(error) })),
    storeSelection: assign(({ event }) =>
      event.type === 'rewards.select' ? { rewardIds: [...event.rewardIds], error: null } : {},
    ),
  },
  guards: {
    startsDistributed: ({ context }) => context.status === 'distributed',
    selectsDistributed: ({ event }) => event.type === 'rewards.select' && event.status === 'distributed',
    hasSelection: ({ context }) => context.rewardIds.length > 0,
  },
}).createMachine({
  id: 'rewardDistribution',
  context: ({ input }) => ({ rewardIds: [...input.rewardIds], status: input.status, rewards: [], error: null }),
  initial: 'opening',
  states: {
    // Rests where the selection's status says.
    opening: {
      always: [{ guard: 'startsDistributed', target: 'distributed' }, { target: 'toDistribute' }],
    },
    toDistribute: {
      entry: assign({ status: 'to_distribute' as const }),
      on: {
        'rewards.select': select,
        'rewards.distribute': { guard: 'hasSelection', target: 'distributing' },
      },
    },
    distributing: {
      tags: ['busy'],
      entry: assign({ error: null }),
      invoke: {
        id: 'distribute',
        src: 'distribute',
        input: ({ context }) => ({ reward_ids: [...context.rewardIds] }),
        onDone: done('distributed'),
        onError: failed('toDistribute'),
      },
    },
    distributed: {
      entry: assign({ status: 'distributed' as const }),
      on: {
        'rewards.select': select,
        'rewards.undistribute': { guard: 'hasSelection', target: 'confirmingUndistribute' },
      },
    },
    // The confirmation modal; a failed undistribution comes back here, its message in the modal.
    confirmingUndistribute: {
      tags: ['confirming'],
      on: {
        'rewards.confirm': 'undistributing',
        'rewards.cancel': { target: 'distributed', actions: assign({ error: null }) },
      },
    },
    undistributing: {
      tags: ['busy', 'confirming'],
      entry: assign({ error: null }),
      invoke: {
        id: 'undistribute',
        src: 'undistribute',
        input: ({ context }) => ({ reward_ids: [...context.rewardIds] }),
        onDone: done('toDistribute'),
        onError: failed('confirmingUndistribute'),
      },
    },
  },
});
