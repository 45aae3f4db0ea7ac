import { PassThrough } from 'node:stream';
import {
  errorBodySchema,
  LIVE_RESYNC,
  LIVE_RETRY_MS,
  liveHeadersSchema,
  liveQuerySchema,
  validationErrorBodySchema,
} from '@starcrew/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import type { LiveBus, LiveDelivery, LiveMessage } from '../../lib/live/index.ts';
import { authOf } from '../../plugins/auth.ts';
import { mayReceive, scopeOf } from './live.scope.ts';

export interface LiveRoutesOptions {
  db: Db;
  live: LiveBus;
  /** A comment line this often keeps proxies from closing a quiet stream (most cut at 60 s). */
  heartbeatMs: number;
  /** Ends every open stream; the module calls it before the server closes. */
  streams: Set<() => void>;
}

/** One event in the stream's format: its id (for `Last-Event-ID`), kind and JSON data. */
const frame = (message: LiveMessage) =>
  `id: ${message.id}\nevent: ${message.kind}\ndata: ${JSON.stringify(message.data)}\n\n`;
const RESYNC_FRAME = `event: ${LIVE_RESYNC}\ndata: {}\n\n`;

/** `GET /api/v1/live`: the caller's organization's events as they happen (server-sent events). */
export const liveRoutes: FastifyPluginAsyncZod<LiveRoutesOptions> = async (app, options) => {
  app.get(
    '/live',
    {
      schema: {
        tags: ['live'],
        summary: 'Live events of the organization (server-sent events)',
        description:
          'A `text/event-stream` of `review.created` and `campaign.ranking` events, each with an `id` and JSON `data` of ids, ' +
          'limited to what the caller may see (their locations for a manager, their own reviews for a seller). ' +
          'A comment line every 25 s keeps it open. On reconnecting with `Last-Event-ID` (or `last_event_id`), ' +
          'the events missed in the last five minutes are sent first, or a `resync` event when they cannot be: reload then. ' +
          'Only a client that accepts `text/event-stream` is answered (422 otherwise).',
        headers: liveHeadersSchema,
        querystring: liveQuerySchema,
        response: { 401: errorBodySchema, 422: validationErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const scope = await scopeOf(options.db, user);
      const stream = new PassThrough();
      const write = (text: string) => {
        if (!stream.writableEnded) stream.write(text);
      };
      const send = (message: LiveMessage) => {
        if (mayReceive(scope, message)) write(frame(message));
      };

      // Events that arrive while the missed ones are replayed wait, so the order stays the bus's.
      let waiting: LiveDelivery[] | undefined = [];
      const deliver = (delivery: LiveDelivery) => {
        if (waiting) waiting.push(delivery);
        else if (delivery.type === 'resync') write(RESYNC_FRAME);
        else send(delivery.message);
      };
      const unsubscribe = await options.live.subscribe(user.organizationId, deliver);

      write(`retry: ${LIVE_RETRY_MS}\n: connected\n\n`);
      const lastId = request.headers['last-event-id'] ?? request.query.last_event_id;
      const replayed = new Set<string>();
      if (lastId) {
        const missed = options.live.since(user.organizationId, lastId);
        if (missed === undefined) write(RESYNC_FRAME);
        for (const message of missed ?? []) {
          replayed.add(message.id);
          send(message);
        }
      }
      const queued = waiting;
      waiting = undefined;
      for (const delivery of queued) {
        if (delivery.type === 'event' && replayed.has(delivery.message.id)) continue;
        deliver(delivery);
      }

      const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        options.streams.delete(end);
        stream.end();
      };
      options.streams.add(end);
      // The client went away (or the stream ended): stop listening for it.
      reply.raw.once('close', end);

      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          .header('cache-control', 'no-cache, no-transform')
          // nginx and the like would otherwise buffer the stream.
          .header('x-accel-buffering', 'no')
          // A stream is written as it comes, never serialized: no 200 schema to hold it to.
          .send(stream as never)
      );
    },
  );
};
