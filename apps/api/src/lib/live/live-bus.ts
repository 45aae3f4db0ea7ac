import { randomBytes } from 'node:crypto';
import type { LiveEventData, LiveEventKind } from '@starcrew/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Db } from '../../db/database.ts';
import { createLiveHub, type LiveListener, type LiveMessage } from './live-hub.ts';

/** The PostgreSQL channel every instance listens on. */
export const LIVE_CHANNEL = 'starcrew_live';

/** What a publisher says: the kind and its data, and who may see it. */
export type LivePublication = {
  [K in LiveEventKind]: {
    kind: K;
    data: LiveEventData<K>;
    locationIds: string[];
    sellerId?: string | null;
  };
}[LiveEventKind];

export interface PublishOptions {
  /** A drizzle transaction: on PostgreSQL the event leaves when it commits, and not at all if it rolls back. */
  db?: Db;
}

/**
 * The live event bus (modules/live/DECISIONS.md). On PostgreSQL, `publish` is a NOTIFY and each
 * instance holds one LISTEN connection, opened with its first subscriber, that hands every
 * notification to its subscribers; on PGlite (one process) it is handed over in memory.
 */
export interface LiveBus {
  publish(organizationId: string, event: LivePublication, options?: PublishOptions): Promise<void>;
  /** Resolves once the instance listens, so no event published after it is missed. */
  subscribe(organizationId: string, listener: LiveListener): Promise<() => void>;
  /** The organization's events after `lastId`, or undefined when it is no longer (or never was) in the window. */
  since(organizationId: string, lastId: string): LiveMessage[] | undefined;
  close(): Promise<void>;
}

export interface LiveBusOptions {
  logError(error: unknown, what: string): void;
  /** How long to wait before listening again after the connection is lost. */
  reconnectMs?: number;
}

export function createLiveBus(database: Database, options: LiveBusOptions): LiveBus {
  return database.engine === 'postgres' ? postgresBus(database, options) : memoryBus();
}

const newId = () => `${Date.now().toString(36)}-${randomBytes(6).toString('base64url')}`;

/** The notification's payload: short keys, since PostgreSQL caps it at 8000 bytes. */
const encode = (message: LiveMessage) =>
  JSON.stringify({
    i: message.id,
    o: message.organizationId,
    k: message.kind,
    d: message.data,
    l: message.locationIds,
    s: message.sellerId ?? null,
  });

function decode(payload: string): LiveMessage | undefined {
  try {
    const raw = JSON.parse(payload) as {
      i: string;
      o: string;
      k: LiveEventKind;
      d: never;
      l: string[];
      s: string | null;
    };
    return { id: raw.i, organizationId: raw.o, kind: raw.k, data: raw.d, locationIds: raw.l, sellerId: raw.s };
  } catch {
    return undefined;
  }
}

function messageOf(organizationId: string, event: LivePublication): LiveMessage {
  return { ...event, id: newId(), organizationId } as LiveMessage;
}

/** PGlite: one process, so the instance is the whole server. */
function memoryBus(): LiveBus {
  const hub = createLiveHub();
  return {
    async publish(organizationId, event) {
      hub.deliver(messageOf(organizationId, event));
    },
    async subscribe(organizationId, listener) {
      return hub.add(organizationId, listener);
    },
    since: (organizationId, lastId) => hub.since(organizationId, lastId),
    async close() {},
  };
}

function postgresBus(database: Database, options: LiveBusOptions): LiveBus {
  const hub = createLiveHub();
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  let client: pg.Client | undefined;
  let listening: Promise<void> | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    // The pool keeps its password out of its enumerable options (so a log of them shows none):
    // a spread alone loses it, and a server that asks for one (the embedded PostgreSQL) refuses.
    const { password } = pool.options;
    const next = new pg.Client({ ...pool.options, password, application_name: 'starcrew-live' });
    next.on('notification', (notification) => {
      if (notification.channel !== LIVE_CHANNEL || !notification.payload) return;
      const message = decode(notification.payload);
      if (message) hub.deliver(message);
    });
    // A lost connection (restart, failover): listen again, and tell clients to reload what they
    // may have missed meanwhile.
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next, undefined));
    await next.connect();
    await next.query(`LISTEN ${LIVE_CHANNEL}`);
    client = next;
  };

  const lost = (which: pg.Client, error: unknown) => {
    if (closed || client !== which) return;
    client = undefined;
    listening = undefined;
    if (error) options.logError(error, 'live: listening connection');
    void which.end().catch(() => undefined);
    reconnect();
  };

  const reconnect = () => {
    retry = setTimeout(() => {
      retry = undefined;
      if (closed) return;
      ensureListening().then(
        () => hub.resync(),
        (error: unknown) => {
          options.logError(error, 'live: listening again');
          reconnect();
        },
      );
    }, options.reconnectMs ?? 1_000);
  };

  const ensureListening = (): Promise<void> => {
    listening ??= connect().catch((error: unknown) => {
      listening = undefined;
      throw error;
    });
    return listening;
  };

  return {
    async publish(organizationId, event, publishOptions = {}) {
      const db = publishOptions.db ?? database.db;
      await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${encode(messageOf(organizationId, event))})`);
    },
    async subscribe(organizationId, listener) {
      await ensureListening();
      return hub.add(organizationId, listener);
    },
    since: (organizationId, lastId) => hub.since(organizationId, lastId),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
