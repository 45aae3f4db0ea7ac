import { describe, expect, it } from 'vitest';
import {
  conflict,
  distributed,
  distributedRewards,
  failure,
  startDistribution,
  undistributedRewards,
} from './rewardDistributionMachine.harness.ts';

describe('reward distribution', () => {
  it('should distribute several rewards at once and tell the console', async () => {
    const { actor, effects, inputsOf, settle } = startDistribution();
    expect(actor.getSnapshot().value).toBe('toDistribute');
    actor.send({ type: 'rewards.distribute' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(inputsOf('distribute')).toEqual([{ reward_ids: ['r-1', 'r-2'] }]);
    await settle('distribute', 'done', distributedRewards);
    expect(actor.getSnapshot().value).toBe('distributed');
    expect(actor.getSnapshot().context).toMatchObject({ status: 'distributed', rewards: distributedRewards.rewards });
    expect(effects.changed).toEqual([distributedRewards.rewards]);
  });

  it('should come back to distribute with the server’s message when distributing fails', async () => {
    const { actor, effects, settle } = startDistribution();
    actor.send({ type: 'rewards.distribute' });
    await settle('distribute', 'error', conflict);
    expect(actor.getSnapshot().value).toBe('toDistribute');
    expect(actor.getSnapshot().context.error).toBe('This reward was already distributed.');
    expect(effects.changed).toEqual([]);
    actor.send({ type: 'rewards.distribute' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('should undistribute only after the confirmation, back to distribute', async () => {
    const { actor, effects, inputsOf, settle } = startDistribution({ input: distributed });
    expect(actor.getSnapshot().value).toBe('distributed');
    actor.send({ type: 'rewards.undistribute' });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(inputsOf('undistribute')).toEqual([]);
    actor.send({ type: 'rewards.cancel' });
    expect(actor.getSnapshot().value).toBe('distributed');
    actor.send({ type: 'rewards.undistribute' });
    actor.send({ type: 'rewards.confirm' });
    expect(inputsOf('undistribute')).toEqual([{ reward_ids: ['r-1', 'r-2'] }]);
    await settle('undistribute', 'done', undistributedRewards);
    expect(actor.getSnapshot().value).toBe('toDistribute');
    expect(effects.changed).toEqual([undistributedRewards.rewards]);
  });

  it('should keep the confirmation open with the server’s message when undistributing fails', async () => {
    const { actor, settle } = startDistribution({ input: distributed });
    actor.send({ type: 'rewards.undistribute' });
    actor.send({ type: 'rewards.confirm' });
    await settle('undistribute', 'error', failure);
    expect(actor.getSnapshot().value).toBe('confirmingUndistribute');
    expect(actor.getSnapshot().context.error).toBe('An unexpected error occurred.');
    actor.send({ type: 'rewards.cancel' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('should allow a later distribution after an undistribution', async () => {
    const { actor, inputsOf, settle } = startDistribution({ input: distributed });
    actor.send({ type: 'rewards.undistribute' });
    actor.send({ type: 'rewards.confirm' });
    await settle('undistribute', 'done', undistributedRewards);
    actor.send({ type: 'rewards.distribute' });
    expect(inputsOf('distribute')).toEqual([{ reward_ids: ['r-1', 'r-2'] }]);
  });

  it('should follow another selection to the state of its status, and do nothing on none', () => {
    const { actor } = startDistribution();
    actor.send({ type: 'rewards.select', rewardIds: ['r-9'], status: 'distributed' });
    expect(actor.getSnapshot().value).toBe('distributed');
    expect(actor.getSnapshot().context.rewardIds).toEqual(['r-9']);
    actor.send({ type: 'rewards.select', rewardIds: [], status: 'to_distribute' });
    actor.send({ type: 'rewards.distribute' });
    expect(actor.getSnapshot().value).toBe('toDistribute');
  });
});
