import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openPostgres, type Database } from '../db/database.ts';
import { databaseUrl } from '../../test/pg-url.ts';
import { createTeam, signIn } from '../../test/fixtures.ts';
import { call, companyDetails, createTenant, query } from './tenants.ts';

/**
 * Two server instances on one PostgreSQL database, both running the job workers as main.ts
 * does: the same customer activity as on one instance (a review import on connecting the
 * business profile and a manual sync, password-reset and verification mails, a sandbox
 * subscription whose provider events are processed as webhooks are) gives the same rows,
 * and every job ran once: completed, never retried, none left.
 */
const provided = inject('testDatabase');
const opened: Array<{ apps: FastifyInstance[]; databases: Database[]; name: string }> = [];

async function admin(statement: string): Promise<void> {
  if (provided.engine !== 'postgres') return;
  const client = new pg.Client({ connectionString: provided.url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A fresh database from the template, and `count` instances on it with their job workers. */
async function instances(count: number): Promise<FastifyInstance[]> {
  if (provided.engine !== 'postgres') throw new Error('PostgreSQL only');
  const name = `starcrew_two_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE ${provided.template}`);
  const databases: Database[] = [];
  const apps: FastifyInstance[] = [];
  const uploadsDir = mkdtempSync(join(tmpdir(), 'starcrew-two-'));
  for (let i = 0; i < count; i += 1) {
    const database = await openPostgres(databaseUrl(provided.url, name));
    databases.push(database);
    apps.push(
      await buildApp({
        database,
        staticDirs: { console: '/nonexistent/console', reviewForm: '/nonexistent/form' },
        cookieSecret: 'two-instances-secret-two-instances-secret',
        uploadsDir,
        publicUrl: 'http://starcrew.test',
        runJobs: count > 1,
      }),
    );
  }
  opened.push({ apps, databases, name });
  for (const app of apps) await app.jobs.start();
  return apps;
}

afterAll(async () => {
  for (const { apps, databases, name } of opened) {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
});

/** Jobs not finished yet: waiting, running or waiting for a retry. */
async function pending(app: FastifyInstance, db: Database['db']): Promise<number> {
  await app.background.drain();
  const [row] = await query<{ n: number }>(
    db,
    sql`select count(*)::int as n from pgboss.job where state in ('created', 'active', 'retry')`,
  );
  return row?.n ?? 0;
}

/** The same customer activity, sent to the instances in turn; then waits for the jobs. */
async function activity(apps: FastifyInstance[], db: Database['db']) {
  const [first, second = first] = apps as [FastifyInstance, FastifyInstance?];
  const tenant = await createTenant(first, db, 'Two instances');
  const sync = await second.inject({
    method: 'POST',
    url: `/api/v1/manager/sync-reviews/${tenant.locationIds.find(Boolean)}`,
    headers: { authorization: `Bearer ${tenant.tokens.owner}` },
  });
  expect(sync.statusCode).toBeLessThan(500);
  for (const [index, user] of [tenant.team.owner, tenant.team.manager, tenant.team.seller].entries()) {
    const app = index % 2 === 0 ? first : second;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/forgot-password',
      payload: { email: user.email },
    });
    expect(response.statusCode).toBe(200);
  }
  const payer = await createTeam(db, 'Payer', { subscribed: false });
  const token = await signIn(second, payer.owner.email);
  expect((await call(second, token, 'POST', '/manager/billing-info', companyDetails)).status).toBe(200);
  const intent = await call(second, token, 'POST', '/manager/subscriptions/setup-intent');
  const card = await call(second, token, 'POST', '/manager/payments/sandbox/card', {
    setup_intent_id: intent.body.data.setup_intent_id,
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2040,
    cvc: '123',
  });
  const subscribed = await call(second, token, 'POST', '/manager/subscriptions', {
    plan: 'pro',
    interval: 'month',
    payment_method_id: card.body.data.payment_method_id,
  });
  expect(subscribed.status).toBe(200);

  if (apps.length === 1) {
    await first.background.drain();
    await first.jobs.drain();
  } else {
    const deadline = Date.now() + 30_000;
    while ((await pending(first, db)) > 0 || (await pending(second, db)) > 0) {
      if (Date.now() > deadline) throw new Error('jobs still pending after 30 s');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const rows = async (statement: ReturnType<typeof sql>) => query<Record<string, unknown>>(db, statement);
  return {
    reviews: await rows(sql`
      select l.google_location_id, count(*)::int as n, count(distinct r.google_review_id)::int as distinct_ids
      from reviews r join locations l on l.id = r.location_id
      where r.organization_id = ${tenant.team.organizationId}
      group by l.google_location_id`),
    mails: await rows(
      sql`select template, count(*)::int as n from outbox_messages group by template order by template`,
    ),
    invoices: await rows(sql`select status, count(*)::int as n from invoices group by status order by status`),
    subscriptions: await rows(sql`
      select plan, status from subscriptions where organization_id = ${payer.organizationId}`),
    jobs: await rows(sql`
      select name, state, count(*)::int as n, max(retry_count)::int as retries from pgboss.job
      where name not like '__pgboss%' and state <> 'created'
        -- Cron jobs fire on the clock, not on the activity: one may fall in either run.
        and name not in ('reviews.sync-all', 'billing.sandbox-renewals', 'campaigns.close-out')
      group by name, state order by name, state`),
  };
}

describe.skipIf(provided.engine !== 'postgres')('two instances on one PostgreSQL', () => {
  it("should run each job once, leaving the same rows as one instance's", async () => {
    // Each run's own database (not `opened[0]`/`opened[1]`: a retry opens more after the first try's).
    const one = await instances(1);
    const single = await activity(one, opened.at(-1)?.databases[0]?.db as Database['db']);
    const two = await instances(2);
    const pair = await activity(two, opened.at(-1)?.databases[0]?.db as Database['db']);

    expect(single.reviews.length).toBeGreaterThan(0);
    expect(single.mails.length).toBeGreaterThan(0);
    // Imports are merged per location and mode only while one waits or runs (pg-boss
    // singletonKey), and an instance that starts catches up on locations not imported yet: how
    // many import jobs run depends on timing (CI saw 3 with two instances against 2 with one),
    // not on a job run twice. A review imported twice would show in `reviews` (count against
    // distinct ids), which is compared whole.
    const importsAsAny = (result: typeof single) => ({
      ...result,
      jobs: result.jobs.map((job) => (job['name'] === 'reviews.import' ? { ...job, n: 'any' } : job)),
    });
    expect(importsAsAny(pair)).toEqual(importsAsAny(single));
    for (const job of pair.jobs)
      expect(job, 'every job completed on its first run').toMatchObject({ state: 'completed', retries: 0 });
    for (const location of pair.reviews) expect(location.n).toBe(location.distinct_ids);
  }, 120_000);
});
