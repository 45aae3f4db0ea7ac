import { distributeRewards, undistributeRewards, type ApiClient } from '@starcrew/api-client';
import type { RewardStatus } from '@starcrew/contract';
import { rewardDistributionMachine } from '@starcrew/machines';
import { toastQueue } from '@starcrew/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { useServices } from '../../app/ServicesContext.tsx';

/** The machine with its calls: the server's success message is toasted, then the console told. */
export function rewardDistributionFor(api: ApiClient, onChanged: () => void) {
  const call = (run: typeof distributeRewards) =>
    fromPromise(async ({ input }: { input: { reward_ids: string[] } }) => {
      const result = await run(api, input.reward_ids);
      if (result.message) toastQueue.add({ tone: 'success', title: result.message });
      return { rewards: result.data };
    });
  return rewardDistributionMachine.provide({
    actors: { distribute: call(distributeRewards), undistribute: call(undistributeRewards) },
    actions: { notifyChanged: onChanged },
  });
}

/**
 * The reward distribution machine of one screen: the selection follows the table's (and the
 * tab's status), the buttons send its events, a success revalidates the route's loader.
 */
export function useRewardDistribution(rewardIds: readonly string[], status: RewardStatus, onChanged: () => void) {
  const { api } = useServices();
  // The machine is made once: it calls the latest callback the screen gave.
  const changed = useRef(onChanged);
  changed.current = onChanged;
  const actor = useActorRef(
    rewardDistributionFor(api, () => changed.current()),
    { input: { rewardIds, status } },
  );
  const key = `${status}:${rewardIds.join(',')}`;
  useEffect(() => {
    actor.send({ type: 'rewards.select', rewardIds: [...rewardIds], status });
    // The key stands for both: a new array of the same ids sends nothing.
  }, [actor, key]);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const confirming = useSelector(actor, (s) => s.hasTag('confirming'));
  const error = useSelector(actor, (s) => s.context.error);
  return {
    busy,
    confirming,
    error,
    distribute: () => actor.send({ type: 'rewards.distribute' }),
    undistribute: () => actor.send({ type: 'rewards.undistribute' }),
    confirm: () => actor.send({ type: 'rewards.confirm' }),
    cancel: () => actor.send({ type: 'rewards.cancel' }),
  };
}
