import type { Reward, RewardStatus } from '@starcrew/contract';

/**
 * Types of the reward distribution machine (spec section 4: to distribute, then distributed;
 * undistributing, after a confirmation, brings a reward back to distribute). It acts on a
 * selection of rewards at once; the console provides the two calls.
 */

/** The rewards acted on, all in the same status (one tab of the Rewards screen, or one reward). */
export interface RewardSelection {
  readonly rewardIds: readonly string[];
  readonly status: RewardStatus;
}

export type RewardDistributionInput = RewardSelection;

/** `distribute` and `undistribute` input: the contract's request. */
export interface RewardsAction {
  readonly reward_ids: string[];
}

export interface RewardDistributionContext {
  readonly rewardIds: readonly string[];
  /** Where the selection stands now. */
  readonly status: RewardStatus;
  /** The rewards as the last call answered them; empty before. */
  readonly rewards: readonly Reward[];
  /** The server's message of the last failure, shown where the action was asked; null otherwise. */
  readonly error: string | null;
}

export type RewardDistributionEvent =
  /** Another selection, in the status it is in: the machine rests in the matching state. */
  | ({ type: 'rewards.select' } & RewardSelection)
  | { type: 'rewards.distribute' }
  /** Opens the confirmation modal. */
  | { type: 'rewards.undistribute' }
  | { type: 'rewards.confirm' }
  | { type: 'rewards.cancel' };
