import type { LiveEventData, LiveEventKind } from '@starcrew/contract';

/**
 * One event as the bus carries it between instances: the ids a client needs (`data`), and the
 * ids that decide who may receive it (`locationIds`, `sellerId`), which are never sent to clients.
 */
export type LiveMessage = {
  [K in LiveEventKind]: {
    id: string;
    organizationId: string;
    kind: K;
    data: LiveEventData<K>;
    /** The locations the event concerns: a manager or seller tied to one of them may see it. */
    locationIds: string[];
    /** The seller a review is attributed to: the one seller who may see it. */
    sellerId?: string | null;
  };
}[LiveEventKind];

/** What a listener receives: an event, or `resync` when events may have been lost (a reconnect of the bus). */
export type LiveDelivery = { type: 'event'; message: LiveMessage } | { type: 'resync' };
export type LiveListener = (delivery: LiveDelivery) => void;

/** How long, and how many, events are kept for a client that reconnects with `Last-Event-ID`. */
export const REPLAY_WINDOW_MS = 5 * 60_000;
export const REPLAY_LIMIT = 2_000;

/**
 * The part of the bus inside one process: listeners by organization, and the recent events for
 * replay. Every instance receives every event in the same order (PostgreSQL delivers
 * notifications in commit order to all listeners), so an event id one instance sent is found in
 * another's window too.
 */
export function createLiveHub(now: () => number = Date.now) {
  const listeners = new Map<string, Set<LiveListener>>();
  let recent: Array<{ at: number; message: LiveMessage }> = [];

  const prune = () => {
    const oldest = now() - REPLAY_WINDOW_MS;
    const drop = recent.findIndex((entry) => entry.at >= oldest);
    if (drop > 0) recent = recent.slice(drop);
    else if (drop === -1) recent = [];
    if (recent.length > REPLAY_LIMIT) recent = recent.slice(recent.length - REPLAY_LIMIT);
  };

  return {
    deliver(message: LiveMessage): void {
      recent.push({ at: now(), message });
      prune();
      for (const listener of listeners.get(message.organizationId) ?? []) listener({ type: 'event', message });
    },
    /** Tells every listener to reload, and forgets the window (it may have a gap). */
    resync(): void {
      recent = [];
      for (const set of listeners.values()) for (const listener of set) listener({ type: 'resync' });
    },
    add(organizationId: string, listener: LiveListener): () => void {
      const set = listeners.get(organizationId) ?? new Set();
      set.add(listener);
      listeners.set(organizationId, set);
      return () => {
        set.delete(listener);
        // Only its own set: a later subscriber of the organization may have made a new one.
        if (set.size === 0 && listeners.get(organizationId) === set) listeners.delete(organizationId);
      };
    },
    /** The organization's events after `lastId`, or undefined when `lastId` is not in the window. */
    since(organizationId: string, lastId: string): LiveMessage[] | undefined {
      prune();
      const index = recent.findIndex((entry) => entry.message.id === lastId);
      if (index === -1) return undefined;
      return recent
        .slice(index + 1)
        .map((entry) => entry.message)
        .filter((message) => message.organizationId === organizationId);
    },
    get size(): number {
      let count = 0;
      for (const set of listeners.values()) count += set.size;
      return count;
    },
  };
}

export type LiveHub = ReturnType<typeof createLiveHub>;
