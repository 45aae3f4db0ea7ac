import { LIVE_RESYNC, liveEventDataSchemas, liveEventKinds, type LiveEvent } from '@starcrew/contract';

/** What a live listener receives: an event, or `resync` when the page should reload what it shows. */
export type LiveNotice = LiveEvent | { kind: typeof LIVE_RESYNC };

/** The part of the browser's EventSource this uses (tests give a fake). */
export interface EventSourceLike {
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  onerror: ((event: Event) => void) | null;
  close(): void;
}
export type EventSourceFactory = (url: string, init: { withCredentials: boolean }) => EventSourceLike;

export interface SubscribeLiveOptions {
  /** The API's base, as `createApiClient`'s (default `/api`). */
  baseURL?: string;
  /** Injected in tests; the browser's EventSource otherwise. */
  eventSource?: EventSourceFactory;
  /** The first wait before reopening a stream the browser gave up on; doubles up to a minute. */
  reconnectMs?: number;
}

export interface LiveSubscription {
  close(): void;
}

const CLOSED = 2;
const MAX_WAIT_MS = 60_000;

const browserEventSource: EventSourceFactory = (url, init) => new EventSource(url, init);

/**
 * `GET /api/v1/live` (issue 14, "Live inbox"): calls `onEvent` with each event the signed-in
 * user may see (the session cookie authenticates it; EventSource cannot send a bearer token).
 * The browser reconnects by itself after a network loss, sending `Last-Event-ID`; when it gives
 * up (an error answer from a proxy during a restart), a new stream is opened after a growing
 * wait, naming the last event seen in `last_event_id`. A `resync` notice means events were
 * missed: reload the list.
 */
export function subscribeLive(
  onEvent: (notice: LiveNotice) => void,
  options: SubscribeLiveOptions = {},
): LiveSubscription {
  const { baseURL = '/api', eventSource = browserEventSource, reconnectMs = 3_000 } = options;
  let lastId: string | undefined;
  let source: EventSourceLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let wait = reconnectMs;
  let closed = false;

  const open = () => {
    const query = lastId ? `?last_event_id=${encodeURIComponent(lastId)}` : '';
    const current = eventSource(`${baseURL}/v1/live${query}`, { withCredentials: true });
    source = current;
    for (const kind of liveEventKinds) {
      current.addEventListener(kind, (message) => {
        wait = reconnectMs;
        if (message.lastEventId) lastId = message.lastEventId;
        let json: unknown;
        try {
          json = JSON.parse(message.data);
        } catch {
          return;
        }
        const parsed = liveEventDataSchemas[kind].safeParse(json);
        if (parsed.success) onEvent({ id: message.lastEventId, kind, data: parsed.data } as LiveEvent);
      });
    }
    current.addEventListener(LIVE_RESYNC, () => {
      wait = reconnectMs;
      onEvent({ kind: LIVE_RESYNC });
    });
    current.onerror = () => {
      // CONNECTING: the browser is already reconnecting. CLOSED: it gave up, so do it ourselves.
      if (closed || current.readyState !== CLOSED || source !== current) return;
      current.close();
      source = undefined;
      timer = setTimeout(open, wait);
      wait = Math.min(wait * 2, MAX_WAIT_MS);
    };
  };

  open();
  return {
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      source?.close();
      source = undefined;
    },
  };
}
