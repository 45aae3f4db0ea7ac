import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createLocation, createTeam, signIn, type Team } from '../../../test/fixtures.ts';
import { buildApp } from '../../app.ts';
import { openPostgres, type Database } from '../../db/database.ts';
import { userLocations } from '../../db/schema/index.ts';
import { notifyCampaignRanking, notifyReviewCreated } from '../../lib/live/index.ts';
import { listen, openStream, type Frame, type OpenStream } from './live.fixtures.ts';

/**
 * The live stream (issue 14, "Live inbox"), on each engine: on PostgreSQL with a second
 * instance on the same database, which publishes what the first one's subscribers receive.
 */
let t: TestApp;
let url: string;
/** The instance that publishes: another server on PostgreSQL, the same one on PGlite (one process). */
let publisher: FastifyInstance;
let second: { app: FastifyInstance; database: Database } | undefined;
let a: Team & { tokens: Record<'owner' | 'manager' | 'seller', string>; managed: string; elsewhere: string };
let b: Team;

beforeAll(async () => {
  t = await createTestApp({ liveHeartbeatMs: 200 });
  url = await listen(t.app);
  publisher = t.app;
  if (t.database.engine === 'postgres') {
    const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
    const database = await openPostgres(pool.options.connectionString ?? '');
    const app = await buildApp({
      database,
      staticDirs: { console: '/nonexistent/console', reviewForm: '/nonexistent/form' },
      cookieSecret: 'test-cookie-secret-test-cookie-secret',
      uploadsDir: mkdtempSync(join(tmpdir(), 'starcrew-live-')),
      publicUrl: 'http://starcrew.test',
    });
    second = { app, database };
    publisher = app;
  }
  const team = await createTeam(t.database.db, 'Live A');
  const [tie] = await t.database.db.select().from(userLocations).where(eq(userLocations.userId, team.manager.id));
  a = {
    ...team,
    managed: tie?.locationId ?? '',
    elsewhere: await createLocation(t.database.db, team.organizationId),
    tokens: {
      owner: await signIn(t.app, team.owner.email),
      manager: await signIn(t.app, team.manager.email),
      seller: await signIn(t.app, team.seller.email),
    },
  };
  b = await createTeam(t.database.db, 'Live B');
}, 60_000);

afterAll(async () => {
  await second?.app.close();
  await second?.database.close();
  await t?.close();
});

const review = (organizationId: string, locationId: string, id: string, sellerId?: string) => ({
  id,
  organizationId,
  locationId,
  sellerId: sellerId ?? null,
});
const reviewIds = (frames: Frame[]) =>
  frames
    .filter((frame) => frame.event === 'review.created')
    .map((frame) => (JSON.parse(frame.data ?? '{}') as { review_id: string }).review_id);
/** The last event every stream of A receives: after it, nothing else is on its way. */
const endMarker = async (id: string, streams: OpenStream[]) => {
  await notifyCampaignRanking(publisher.live, {
    id,
    organizationId: a.organizationId,
    locationIds: [a.managed, a.elsewhere],
  });
  for (const stream of streams) await stream.next((frame) => frame.data?.includes(id) ?? false);
};

describe('GET /api/v1/live', () => {
  it('should stream an event published on another instance, with retry, heartbeats and no caching', async () => {
    const stream = await openStream(url, a.tokens.owner);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(stream.headers['cache-control']).toContain('no-cache');
      // The server's security headers, as on every answer (a stream goes through the same hooks).
      expect(stream.headers['x-content-type-options']).toBe('nosniff');
      expect(stream.frames[0]?.retry).toBe(3_000);

      await notifyReviewCreated(publisher.live, review(a.organizationId, a.managed, 'review-1'));
      const event = await stream.next((frame) => frame.event === 'review.created');
      expect(event.id).toBeTruthy();
      expect(JSON.parse(event.data ?? '')).toEqual({ location_id: a.managed, review_id: 'review-1' });
      await stream.next((frame) => frame.comment === 'ping');
    } finally {
      stream.close();
    }
  });

  it("should carry only the caller's organization's events, a manager's locations' and a seller's own reviews", async () => {
    const [owner, manager, seller] = await Promise.all([
      openStream(url, a.tokens.owner),
      openStream(url, a.tokens.manager),
      openStream(url, a.tokens.seller),
    ]);
    const streams = [owner, manager, seller];
    try {
      await notifyReviewCreated(publisher.live, review(b.organizationId, a.managed, 'other-organization'));
      await notifyReviewCreated(publisher.live, review(a.organizationId, a.elsewhere, 'elsewhere'));
      await notifyReviewCreated(publisher.live, review(a.organizationId, a.managed, 'unattributed'));
      await notifyReviewCreated(publisher.live, review(a.organizationId, a.managed, 'sellers', a.seller.id));
      await notifyReviewCreated(publisher.live, review(a.organizationId, a.managed, 'others', a.otherSeller.id));
      await endMarker('end-of-scoping', streams);

      expect(reviewIds(owner.frames)).toEqual(['elsewhere', 'unattributed', 'sellers', 'others']);
      expect(reviewIds(manager.frames)).toEqual(['unattributed', 'sellers', 'others']);
      expect(reviewIds(seller.frames)).toEqual(['sellers']);
      for (const stream of streams) expect(stream.frames.join()).not.toContain('other-organization');
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('should replay what a reconnecting client missed after its Last-Event-ID, and ask for a resync past the window', async () => {
    const first = await openStream(url, a.tokens.manager);
    await notifyReviewCreated(publisher.live, review(a.organizationId, a.managed, 'seen'));
    const seen = await first.next((frame) => frame.event === 'review.created');
    first.close();
    await first.ended;

    await notifyReviewCreated(publisher.live, review(a.organizationId, a.managed, 'missed-1'));
    await notifyReviewCreated(publisher.live, review(a.organizationId, a.elsewhere, 'not-the-managers'));
    await notifyReviewCreated(publisher.live, review(a.organizationId, a.managed, 'missed-2'));
    // Wait until the instance has them (on PostgreSQL they come back through LISTEN).
    const witness = await openStream(url, a.tokens.owner, { lastEventId: seen.id });
    await witness.next((frame) => frame.data?.includes('missed-2') ?? false);
    witness.close();

    const again = await openStream(url, a.tokens.manager, { lastEventId: seen.id });
    const byQuery = await openStream(url, a.tokens.manager, { query: `?last_event_id=${seen.id}` });
    const unknown = await openStream(url, a.tokens.manager, { lastEventId: 'long-gone' });
    try {
      await notifyReviewCreated(publisher.live, review(a.organizationId, a.managed, 'new'));
      for (const stream of [again, byQuery]) {
        await stream.next((frame) => frame.data?.includes('"new"') ?? false);
        expect(reviewIds(stream.frames)).toEqual(['missed-1', 'missed-2', 'new']);
        expect(stream.events().map((frame) => frame.event)).not.toContain('resync');
      }
      await unknown.next((frame) => frame.data?.includes('"new"') ?? false);
      expect(unknown.events().map((frame) => frame.event)).toEqual(['resync', 'review.created']);
    } finally {
      for (const stream of [again, byQuery, unknown]) stream.close();
    }
  });

  it('should answer a plain call with a 422 and a stranger with a 401, not with a stream', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/v1/live', headers: bearer(a.tokens.owner) });
    expect(plain.statusCode).toBe(422);
    const stranger = await t.app.inject({
      method: 'GET',
      url: '/api/v1/live',
      headers: { accept: 'text/event-stream' },
    });
    expect(stranger.statusCode).toBe(401);
  });

  it.skipIf(inject('testDatabase').engine !== 'postgres')(
    'should send an event published in a transaction when it commits, and never when it rolls back',
    async () => {
      const stream = await openStream(url, a.tokens.owner);
      try {
        await second?.database.db
          .transaction(async (tx) => {
            await notifyReviewCreated(publisher.live, review(a.organizationId, a.managed, 'rolled-back'), { db: tx });
            throw new Error('roll back');
          })
          .catch(() => undefined);
        await second?.database.db.transaction(async (tx) => {
          await notifyReviewCreated(publisher.live, review(a.organizationId, a.managed, 'committed'), { db: tx });
          expect(stream.frames.join()).not.toContain('committed');
        });
        await endMarker('end-of-transactions', [stream]);
        expect(reviewIds(stream.frames)).toEqual(['committed']);
      } finally {
        stream.close();
      }
    },
  );

  it.skipIf(inject('testDatabase').engine !== 'postgres')(
    'should listen again after losing its connection, and tell open streams to resync',
    async () => {
      const stream = await openStream(url, a.tokens.owner);
      try {
        await second?.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where application_name = 'starcrew-live' and datname = current_database()`,
        );
        await stream.next((frame) => frame.event === 'resync', 10_000);
        await notifyReviewCreated(publisher.live, review(a.organizationId, a.managed, 'after-the-loss'));
        await stream.next((frame) => frame.data?.includes('after-the-loss') ?? false);
      } finally {
        stream.close();
      }
    },
  );

  it('should end open streams when the server closes, without waiting for the clients', async () => {
    const other = await createTestApp();
    const otherUrl = await listen(other.app);
    const token = await signIn(other.app, (await createTeam(other.database.db, 'Closing')).owner.email);
    const stream = await openStream(otherUrl, token);
    const started = Date.now();
    await other.app.close();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(5_000);
    await other.database.close();
  });
});
