import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeLive, type EventSourceLike, type LiveNotice } from './live.ts';

/** A stand-in for the browser's EventSource (Node has none): the test plays the server. */
class FakeSource implements EventSourceLike {
  readyState = 0;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(
    readonly url: string,
    readonly withCredentials: boolean,
  ) {}
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  emit(type: string, data: string, lastEventId = '') {
    this.readyState = 1;
    for (const listener of this.listeners.get(type) ?? []) listener({ data, lastEventId } as MessageEvent<string>);
  }
  fail(readyState: 0 | 2) {
    this.readyState = readyState;
    this.onerror?.(new Event('error'));
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
}

function setup() {
  const sources: FakeSource[] = [];
  const notices: LiveNotice[] = [];
  const subscription = subscribeLive((notice) => notices.push(notice), {
    eventSource: (url, init) => {
      const source = new FakeSource(url, init.withCredentials);
      sources.push(source);
      return source;
    },
    reconnectMs: 1_000,
  });
  return { sources, notices, subscription, latest: () => sources.at(-1) as FakeSource };
}

afterEach(() => vi.useRealTimers());

describe('subscribeLive', () => {
  it('should open the stream with the session cookie and hand over each event with its id and data', () => {
    const { sources, notices, latest } = setup();
    expect(sources).toHaveLength(1);
    expect(latest().url).toBe('/api/v1/live');
    expect(latest().withCredentials).toBe(true);

    latest().emit('review.created', '{"location_id":"l1","review_id":"r1"}', 'e1');
    latest().emit('campaign.ranking', '{"campaign_id":"c1"}', 'e2');
    latest().emit('review.created', 'not json', 'e3');
    latest().emit('review.created', '{"location_id":"l1"}', 'e4');
    latest().emit('resync', '{}');
    expect(notices).toEqual([
      { id: 'e1', kind: 'review.created', data: { location_id: 'l1', review_id: 'r1' } },
      { id: 'e2', kind: 'campaign.ranking', data: { campaign_id: 'c1' } },
      { kind: 'resync' },
    ]);
  });

  it('should leave a reconnection to the browser, and reopen after a wait, from the last event, when it gives up', () => {
    vi.useFakeTimers();
    const { sources, latest } = setup();
    latest().emit('review.created', '{"location_id":"l1","review_id":"r1"}', 'e 1');
    latest().fail(0);
    vi.advanceTimersByTime(5_000);
    expect(sources).toHaveLength(1);

    latest().fail(2);
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    expect(latest().url).toBe('/api/v1/live?last_event_id=e%201');

    // Still down: the wait doubles.
    latest().fail(2);
    vi.advanceTimersByTime(1_999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(3);
  });

  it('should stop listening and reconnecting once closed', () => {
    vi.useFakeTimers();
    const { sources, notices, subscription, latest } = setup();
    const first = latest();
    first.fail(2);
    subscription.close();
    vi.advanceTimersByTime(120_000);
    expect(sources).toHaveLength(1);
    expect(first.closed).toBe(true);
    expect(notices).toEqual([]);
  });
});
