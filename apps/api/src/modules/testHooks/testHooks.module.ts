import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { createCloseOut } from '../campaigns/campaigns.jobs.ts';

/**
 * A clock the end-to-end tests may move (`E2E_HOOKS=1` only): every service reads `now`, which
 * is the real time plus an offset. Moving it is how a campaign of the e2e ends without waiting
 * for its last day (e2e/tests/campaign-journey.spec.ts).
 */
export function createTestClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    /** Sets the clock to `at`, or back to the real time with null. */
    set(at: Date | null): void {
      offsetMs = at ? at.getTime() - Date.now() : 0;
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;

export interface TestHooksOptions {
  db: Db;
  clock: TestClock;
}

const answer = z.object({ data: z.object({ now: z.string(), closed: z.number().int().optional() }) });

/**
 * The e2e's hooks under /api/dev, registered only when the server starts with `E2E_HOOKS=1`
 * (never by a configuration a person deploys): move the clock, and run the campaigns' close-out
 * now instead of at the next 5-minute tick. No authentication, like the outbox pages beside them.
 */
export const testHooksRoutes: FastifyPluginAsyncZod<TestHooksOptions> = async (app, { db, clock }) => {
  const closeOut = createCloseOut({ db, now: clock.now });
  app.put(
    '/clock',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: 'E2E only: sets the server clock (null: the real time)',
        body: z.object({ at: z.iso.datetime({ offset: true }).nullable() }),
        response: { 200: answer },
      },
    },
    async (request) => {
      clock.set(request.body.at === null ? null : new Date(request.body.at));
      return { data: { now: clock.now().toISOString() } };
    },
  );
  app.post(
    '/campaigns/close-out',
    {
      config: { public: true },
      schema: {
        tags: ['dev'],
        summary: 'E2E only: closes every campaign that has ended by the server clock',
        response: { 200: answer },
      },
    },
    async () => {
      const { closed } = await closeOut.closeDue();
      return { data: { now: clock.now().toISOString(), closed } };
    },
  );
};
