import { z } from 'zod';
import { PlacesQuotaError } from '../../adapters/places/index.ts';
import { defineJob, type Jobs } from '../../jobs/index.ts';
import type { CompetitorsService } from './competitors.service.ts';

/**
 * One competitor's daily figures. `short`: a second send while one waits is dropped. A quota
 * or an outage throws: retried with backoff (10 min, 20, 40…), the day's row written once it
 * answers. The history's unique (competitor, day) key makes a rerun or a second instance harmless.
 */
export const competitorRefreshJob = defineJob({
  name: 'competitors.refresh',
  payload: z.object({ competitorId: z.uuid() }),
  policy: 'short',
  retryLimit: 5,
  retryDelay: 600,
  retryBackoff: true,
});

/** The schedule's tick: one refresh per competitor of every organization. */
export const competitorsRefreshAllJob = defineJob({
  name: 'competitors.refresh-all',
  payload: z.object({}),
  retryLimit: 1,
});

/** Once a day at 03:15 UTC: the sandbox's figures move by UTC day, Google's a few times a day. */
export const COMPETITORS_REFRESH_CRON = '15 3 * * *';

export function registerCompetitorJobs(jobs: Jobs, service: CompetitorsService): void {
  jobs.register(competitorRefreshJob, async ({ competitorId }) => {
    try {
      await service.refresh(competitorId);
    } catch (error) {
      // Google's wait, when it names one, beats the fixed backoff: resend then, count this run done.
      if (error instanceof PlacesQuotaError && error.retryAfterMs > 0) {
        await jobs.send(
          competitorRefreshJob,
          { competitorId },
          { singletonKey: competitorId, startAfter: Math.ceil(error.retryAfterMs / 1000) },
        );
        return;
      }
      throw error;
    }
  });
  jobs.register(competitorsRefreshAllJob, async () => {
    for (const competitorId of await service.allIds()) {
      await jobs.send(competitorRefreshJob, { competitorId }, { singletonKey: competitorId });
    }
  });
  jobs.schedule(competitorsRefreshAllJob, COMPETITORS_REFRESH_CRON, {});
}
