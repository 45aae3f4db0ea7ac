import { describe, stringField } from './fields.ts';
import { z } from './zod.ts';

/**
 * `GET /api/v1/live`: the server-sent events of the caller's organization (apps/api
 * modules/live/DECISIONS.md). Each event's `data` is JSON holding ids only: the client reloads
 * what it shows through the ordinary calls, which check access as always.
 */
export const liveEventKinds = ['review.created', 'campaign.ranking'] as const;
export type LiveEventKind = (typeof liveEventKinds)[number];

/** The data of each kind, as the stream sends it. */
export const liveEventDataSchemas = {
  /** A review was stored (Google import or the public form). */
  'review.created': z.object({ location_id: z.string(), review_id: z.string() }),
  /** A campaign's ranking changed. */
  'campaign.ranking': z.object({ campaign_id: z.string() }),
} as const;

export type LiveEventData<K extends LiveEventKind = LiveEventKind> = z.infer<(typeof liveEventDataSchemas)[K]>;

/** One event as a client sees it: its kind and data, and the id a reconnect names in `Last-Event-ID`. */
export type LiveEvent = {
  [K in LiveEventKind]: { id: string; kind: K; data: LiveEventData<K> };
}[LiveEventKind];

/**
 * Sent (without an id) when the server cannot replay what a reconnecting client missed: the
 * client reloads what it shows.
 */
export const LIVE_RESYNC = 'resync';

/** How long a client waits before reconnecting (the stream's `retry:`), in milliseconds. */
export const LIVE_RETRY_MS = 3_000;

/**
 * The stream's headers: it answers only a client that asks for an event stream (EventSource
 * does), so a plain call gets a 422 instead of an answer that never ends. `Last-Event-ID` is
 * what EventSource sends on reconnecting; `last_event_id` in the query does the same for a
 * client that opens a new EventSource after a network loss.
 */
export const liveHeadersSchema = z.object({
  accept: stringField('accept').check(
    z.refine((value) => value.includes('text/event-stream'), {
      error: describe('validation.invalid', { field: 'field.accept' }),
    }),
  ),
  'last-event-id': z.optional(stringField('lastEventId')),
});
export const liveQuerySchema = z.object({ last_event_id: z.optional(stringField('lastEventId')) });
export type LiveQuery = z.infer<typeof liveQuerySchema>;
