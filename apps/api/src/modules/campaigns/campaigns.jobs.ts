import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { campaigns } from '../../db/schema/index.ts';
import { defineJob, type Jobs } from '../../jobs/index.ts';
import { createRewardLedger, type NewReward } from '../rewards/rewardLedger.repository.ts';
import { createAttributionRepository } from './attribution.repository.ts';
import { createCampaignsRepository } from './campaigns.repository.ts';
import { rankingsOf } from './campaigns.standings.ts';

/** The schedule's tick: closes every campaign that has ended and is not closed yet. */
export const campaignsCloseOutJob = defineJob({ name: 'campaigns.close-out', payload: z.object({}), retryLimit: 3 });

/** Every 5 minutes: a campaign's rewards appear at most 5 minutes after its last day ends in its zone. */
export const CAMPAIGN_CLOSE_OUT_CRON = '*/5 * * * *';

/** A campaign has ended when the organization's day (at `now`) is after its end date. */
const endedAt = (now: Date) =>
  sql`${campaigns.endDate} < (select (${now.toISOString()}::timestamptz at time zone o.timezone)::date from organizations o where o.id = ${campaigns.organizationId})`;

/**
 * The close-out (issue 16): when a campaign ends its rewards are created exactly once.
 * Each campaign is closed in one transaction that first claims it (`closed_at` set where it was
 * null: a second worker waits on the row lock, then finds it closed and does nothing), then
 * ranks and writes every reward with its `pending` entry. A crash mid-way rolls all of it back,
 * claim included, so the next tick starts over; the unique (campaign, winner, location) index
 * refuses a duplicate even if a claim were bypassed. Archived campaigns are not closed (they
 * are withdrawn; restored, they close at the next tick).
 */
export function createCloseOut(deps: { db: Db; now: () => Date }) {
  const { db, now } = deps;

  /** Closes one campaign if it has ended and no one closed it yet; the number of rewards created, or null. */
  async function closeOne(campaignId: string): Promise<number | null> {
    return db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const at = now();
      const [campaign] = await tx
        .update(campaigns)
        .set({ closedAt: at })
        .where(and(eq(campaigns.id, campaignId), isNull(campaigns.closedAt), isNull(campaigns.archivedAt), endedAt(at)))
        .returning();
      if (!campaign) return null;
      const repository = createCampaignsRepository(txDb);
      const parts = (await repository.partsOf(campaign.organizationId, [campaign.id])).get(campaign.id);
      if (!parts) return 0;
      const rankings = await rankingsOf(
        createAttributionRepository(txDb),
        campaign,
        parts,
        await repository.timezoneOf(campaign.organizationId),
      );
      const won: NewReward[] = rankings.flatMap((ranking) =>
        ranking.standings.flatMap((s) =>
          s.prize
            ? [
                {
                  organizationId: campaign.organizationId,
                  campaignId: campaign.id,
                  winnerId: s.userId,
                  locationId: ranking.locationId,
                  rank: s.rank,
                  description: s.prize.description,
                  amountCents: s.prize.amountCents,
                  reviewIds: ranking.reviewIds.get(s.userId) ?? [],
                },
              ]
            : [],
        ),
      );
      await createRewardLedger(txDb).createAll(won, at);
      return won.length;
    });
  }

  /** The ids of campaigns that have ended, are not archived and not closed yet, of every organization. */
  async function due(): Promise<string[]> {
    const rows = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(and(isNull(campaigns.closedAt), isNull(campaigns.archivedAt), endedAt(now())));
    return rows.map((r) => r.id);
  }

  /**
   * Closes every due campaign, one transaction each: one failing does not hold back the others,
   * and the first failure is rethrown at the end so the job is retried.
   */
  async function closeDue(): Promise<{ closed: number }> {
    let closed = 0;
    let firstError: unknown;
    for (const id of await due()) {
      try {
        if ((await closeOne(id)) !== null) closed += 1;
      } catch (error) {
        firstError ??= error;
      }
    }
    if (firstError !== undefined) throw firstError;
    return { closed };
  }

  return { closeOne, closeDue, due };
}

export type CloseOut = ReturnType<typeof createCloseOut>;

/** Registers the close-out on the job queue and its 5-minute schedule. */
export function registerCloseOut(jobs: Jobs, closeOut: CloseOut): void {
  jobs.register(campaignsCloseOutJob, async () => {
    await closeOut.closeDue();
  });
  jobs.schedule(campaignsCloseOutJob, CAMPAIGN_CLOSE_OUT_CRON, {});
}
