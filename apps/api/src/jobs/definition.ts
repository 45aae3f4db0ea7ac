import type PgBoss from 'pg-boss';
import type { z } from 'zod';

/** Queue names: pg-boss accepts letters, digits, `-`, `_`, `.` and `/`. Use `<area>.<verb>`. */
const JOB_NAME = /^[\w.\-/]+$/;

/**
 * A kind of job: its name, the shape of its payload and how it is retried. Importable from
 * anywhere (routes, services) to `send` one; the handler is given apart, where the services
 * it needs exist (`jobs.register(definition, handler)` in app.ts).
 */
export interface JobDefinition<P> {
  /** The queue name, `<area>.<verb>` (e.g. `accounts.password-reset-email`). */
  readonly name: string;
  /** Checked when sent and again when run (a stored job may predate a deploy). */
  readonly payload: z.ZodType<P>;
  /** How many times a failed run is retried. @default 2 */
  readonly retryLimit?: number;
  /** Seconds before a retry. @default 30 */
  readonly retryDelay?: number;
  /** Doubles the delay at each retry (with jitter). @default true */
  readonly retryBackoff?: boolean;
  /** A run longer than this counts as failed (then retried). @default 300 */
  readonly expireInSeconds?: number;
  /**
   * pg-boss queue policy. `short`: at most one job waiting per `singletonKey` (a second send
   * returns null); `singleton`: at most one running per key; `stately`: both.
   * @default 'standard'
   */
  readonly policy?: PgBoss.QueuePolicy;
}

/** Declares a job kind (see `JobDefinition`); checks the name once, at import. */
export function defineJob<P>(definition: JobDefinition<P>): JobDefinition<P> {
  if (!JOB_NAME.test(definition.name)) throw new Error(`Invalid job name: ${definition.name}`);
  return definition;
}

/** What a handler learns about the run besides its payload. */
export interface JobContext {
  id: string;
  name: string;
  /** 0 on the first run, then 1, 2… on retries. */
  retryCount: number;
}

export type JobHandler<P> = (payload: P, context: JobContext) => Promise<void>;

export interface SendOptions {
  /** With a `short`/`singleton`/`stately` policy, or with `singletonSeconds`: de-duplicates. */
  singletonKey?: string;
  /** At most one job per key in each window of this many seconds (throttling). */
  singletonSeconds?: number;
  /** Not before this date, or this many seconds from now. */
  startAfter?: Date | number;
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  /**
   * A drizzle transaction: the job is stored only if it commits. Required when sending from
   * inside `db.transaction(…)` on PGlite (a send outside it would wait for it forever).
   */
  tx?: unknown;
}

export interface ScheduleOptions {
  /** IANA time zone of the cron expression. @default 'UTC' */
  tz?: string;
}
