import type { Reward } from '@starcrew/contract';
import type { UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { LocationsRepository } from '../locations/locations.repository.ts';
import { paginate } from '../networks/networks.repository.ts';
import type { RewardLedger } from './rewardLedger.repository.ts';
import { presentEntry, presentReward } from './rewards.presenter.ts';
import type { Actor, RewardsRepository, RewardTab } from './rewards.repository.ts';

export interface RewardsServiceDeps {
  repository: RewardsRepository;
  ledger: RewardLedger;
  locations: Pick<LocationsRepository, 'findVisible'>;
  now: () => Date;
}

const notFound = () => new HttpError(404, { id: 'error.notFound' });

interface PageQuery {
  status: RewardTab;
  page: number;
  per_page: number;
}

/**
 * Rewards (issue 16, spec sections 2 and 4): To Distribute and Distributed, distribute and
 * undistribute several at once, details with the whole ledger. Scoped by the repository: the
 * owner sees the organization's, a manager those of campaigns at their locations, a seller their own.
 */
export function createRewardsService({ repository, ledger, locations, now }: RewardsServiceDeps) {
  async function page(actor: Actor, query: PageQuery, locationId?: string) {
    const { rows, tabs } = await repository.list(actor, {
      tab: query.status,
      page: query.page,
      perPage: query.per_page,
      ...(locationId ? { locationId } : {}),
    });
    return {
      rewards: rows.map(presentReward),
      counts: tabs,
      pagination: paginate(query.page, query.per_page, tabs[query.status]),
    };
  }

  /** Every id must be a reward the actor sees (else 404, nothing changed); duplicates count once. */
  async function allVisible(actor: Actor, ids: string[]): Promise<string[]> {
    const wanted = [...new Set(ids)];
    const found = await repository.findManyVisible(actor, wanted);
    if (found.length !== wanted.length) throw notFound();
    return wanted;
  }

  async function current(actor: Actor, ids: string[]): Promise<Reward[]> {
    return (await repository.findManyVisible(actor, ids)).map(presentReward);
  }

  return {
    list: (actor: Actor, query: PageQuery) => page(actor, query),

    /** `/manager/local-rewards`: the selected location must be one the actor sees (404 otherwise). */
    async local(actor: UserRow, query: PageQuery & { location_id: string }) {
      const location = await locations.findVisible(actor, query.location_id);
      if (!location) throw notFound();
      return page(actor, query, location.id);
    },

    async details(actor: Actor, id: string) {
      const row = await repository.findVisible(actor, id);
      if (!row) throw notFound();
      const history = await ledger.history(actor.organizationId, row.reward.id);
      return { reward: presentReward(row), history: history.map(presentEntry) };
    },

    /** Marks them distributed (who and when); ones already distributed stay as they were. */
    async distribute(actor: Actor, ids: string[]): Promise<Reward[]> {
      const wanted = await allVisible(actor, ids);
      await ledger.distribute(actor, wanted, now());
      return current(actor, wanted);
    },

    /** Takes them back to distribute, keeping the reversal in their history; ones not distributed stay. */
    async undistribute(actor: Actor, ids: string[]): Promise<Reward[]> {
      const wanted = await allVisible(actor, ids);
      await ledger.undistribute(actor, wanted, now());
      return current(actor, wanted);
    },
  };
}

export type RewardsService = ReturnType<typeof createRewardsService>;
