import type PgBoss from 'pg-boss';
import type { Database } from '../db/database.ts';
import type { JobContext, JobDefinition, JobHandler, ScheduleOptions, SendOptions } from './definition.ts';
import { createBoss, QUEUE_DEFAULTS, transactionExecutor } from './queue.ts';

export interface JobsDeps {
  database: Database;
  /** Where failures go (the app's logger). */
  logError: (error: unknown, what: string) => void;
  /**
   * `server`: workers poll, cron runs, maintenance runs (main.ts). `manual`: nothing runs by
   * itself; tests call `drain()`. @default 'manual'
   */
  mode?: 'server' | 'manual';
  /** How often an idle worker looks for work. @default 2 */
  pollingIntervalSeconds?: number;
}

export interface DrainOptions {
  /** Also run jobs whose `startAfter` (or retry delay) is still ahead. @default false */
  includeDelayed?: boolean;
}

export interface DrainResult {
  completed: number;
  failed: number;
}

interface Registered {
  definition: JobDefinition<unknown>;
  handler: JobHandler<unknown>;
}

type Ref<P> = JobDefinition<P> | string;

/**
 * The job queue of the app (pg-boss 10, on PGlite or PostgreSQL): jobs are rows, so a
 * crash or a deploy loses none, and with PostgreSQL any instance may run any job
 * (`FOR UPDATE SKIP LOCKED`). Register every job kind before `start()`.
 */
export function createJobs(deps: JobsDeps) {
  const mode = deps.mode ?? 'manual';
  const boss = createBoss(deps.database, { supervise: mode === 'server' });
  boss.on('error', (error) => deps.logError(error, 'job queue'));
  const registry = new Map<string, Registered>();
  const schedules = new Map<string, { cron: string; payload: object; tz: string }>();
  const workerIds = new Map<string, string>();
  let ready: Promise<void> | undefined;
  let running = false;
  let stopped = false;

  function entry(ref: Ref<unknown>): Registered {
    const name = typeof ref === 'string' ? ref : ref.name;
    const found = registry.get(name);
    if (!found) throw new Error(`Unknown job "${name}": register it first`);
    return found;
  }

  /** Installs pg-boss's tables (once per database) and the registered queues; memoized. */
  function prepare(): Promise<void> {
    if (ready) return ready;
    const starting = (async () => {
      await boss.start();
      for (const { definition } of registry.values()) {
        const queue = queueOptions(definition);
        // Idempotent, and the update applies changed retry settings after a deploy.
        await boss.createQueue(definition.name, queue);
        await boss.updateQueue(definition.name, queue);
      }
    })();
    // A failure (the database restarting) is not remembered: the next call tries again.
    starting.catch(() => {
      if (ready === starting) ready = undefined;
    });
    ready = starting;
    return starting;
  }

  /** Runs one fetched job; the outcome is recorded by the caller (complete or fail). */
  async function run(registered: Registered, job: PgBoss.Job<unknown> & { retryCount?: number }): Promise<void> {
    const payload = registered.definition.payload.parse(job.data);
    const context: JobContext = { id: job.id, name: job.name, retryCount: job.retryCount ?? 0 };
    await registered.handler(payload, context);
  }

  return {
    /** Declares how a job kind runs. Call before `start()`/the first `send()`. */
    register<P>(definition: JobDefinition<P>, handler: JobHandler<P>): void {
      if (ready) throw new Error(`Job "${definition.name}" registered after the queue started`);
      if (registry.has(definition.name)) throw new Error(`Job "${definition.name}" registered twice`);
      registry.set(definition.name, {
        definition: definition as JobDefinition<unknown>,
        handler: handler as JobHandler<unknown>,
      });
    },

    /**
     * Installs the queue now (memoized). A module that sends with `{ tx }` calls it before it
     * opens the transaction: installing inside one would wait for it forever on PGlite.
     */
    prepare,

    /**
     * Stores a job; returns its id, or null when de-duplicated by `singletonKey`/
     * `singletonSeconds`. Throws (a ZodError) on an invalid payload, before storing anything.
     */
    async send<P>(ref: Ref<P>, payload: P, options: SendOptions = {}): Promise<string | null> {
      const { definition } = entry(ref as Ref<unknown>);
      const data = definition.payload.parse(payload) as object;
      await prepare();
      const { tx, startAfter, ...rest } = options;
      const id = await boss.send(definition.name, data, {
        ...rest,
        ...(startAfter === undefined ? {} : { startAfter }),
        ...(tx === undefined ? {} : { db: transactionExecutor(tx) }),
      });
      // A worker of this process starts at once instead of at its next poll.
      const worker = workerIds.get(definition.name);
      if (id && worker && !tx && startAfter === undefined) boss.notifyWorker(worker);
      return id;
    },

    /**
     * Runs a job kind periodically (cron, 5 fields, minute precision). Stored in the
     * database: with several instances one of them sends each occurrence. Call before start.
     */
    schedule<P>(ref: Ref<P>, cron: string, payload: P, options: ScheduleOptions = {}): void {
      const { definition } = entry(ref as Ref<unknown>);
      const data = definition.payload.parse(payload) as object;
      schedules.set(definition.name, { cron, payload: data, tz: options.tz ?? 'UTC' });
    },

    /** Creates the tables and queues, then (mode `server`) workers and schedules. */
    async start(): Promise<void> {
      await prepare();
      if (mode !== 'server' || running || stopped) return;
      running = true;
      for (const registered of registry.values()) {
        const { name } = registered.definition;
        const id = await boss.work(
          name,
          { batchSize: 1, pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2, includeMetadata: true },
          // A throw fails the job; pg-boss retries it as the queue says.
          async ([job]) => (job ? run(registered, job) : undefined),
        );
        workerIds.set(name, id);
      }
      for (const [name, { cron, payload, tz }] of schedules) await boss.schedule(name, cron, payload, { tz });
    },

    /** Stops polling, lets running jobs finish (up to 20 s, then they are retried later). */
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      if (ready) await ready.catch(() => undefined);
      await boss.stop({ graceful: true, timeout: 20_000, wait: true, close: true });
    },

    /**
     * Runs every due job, one at a time, until none is left (retries included when due):
     * deterministic, for tests. A handler's failure is logged and recorded as pg-boss would.
     */
    async drain(options: DrainOptions = {}): Promise<DrainResult> {
      await prepare();
      const result: DrainResult = { completed: 0, failed: 0 };
      for (let round = 0; round < 1000; round += 1) {
        let progressed = false;
        for (const registered of registry.values()) {
          const { name } = registered.definition;
          const fetchOptions = {
            batchSize: 1,
            includeMetadata: true as const,
            ignoreStartAfter: !!options.includeDelayed,
          };
          const [job] = await boss.fetch<unknown>(name, fetchOptions);
          if (!job) continue;
          progressed = true;
          try {
            await run(registered, job);
            await boss.complete(name, job.id);
            result.completed += 1;
          } catch (error) {
            deps.logError(error, `job ${name}`);
            await boss.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
            result.failed += 1;
          }
        }
        if (!progressed) return result;
      }
      throw new Error('jobs.drain: still finding jobs after 1000 rounds (a job that sends itself?)');
    },

    /** A job's stored state, for tests and diagnostics. */
    async get(ref: Ref<unknown>, id: string): Promise<PgBoss.JobWithMetadata | null> {
      const { definition } = entry(ref);
      await prepare();
      return boss.getJobById(definition.name, id, { includeArchive: true });
    },

    /** The pg-boss instance, for what this API does not cover yet. */
    boss,
  };
}

export type Jobs = ReturnType<typeof createJobs>;

function queueOptions(definition: JobDefinition<unknown>): PgBoss.Queue {
  return {
    name: definition.name,
    policy: definition.policy ?? 'standard',
    retryLimit: definition.retryLimit ?? QUEUE_DEFAULTS.retryLimit,
    retryDelay: definition.retryDelay ?? QUEUE_DEFAULTS.retryDelay,
    retryBackoff: definition.retryBackoff ?? QUEUE_DEFAULTS.retryBackoff,
    expireInSeconds: definition.expireInSeconds ?? QUEUE_DEFAULTS.expireInSeconds,
  };
}
