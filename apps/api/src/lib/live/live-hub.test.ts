import { describe, expect, it } from 'vitest';
import { createLiveHub, REPLAY_WINDOW_MS, type LiveDelivery, type LiveMessage } from './live-hub.ts';

const message = (id: string, organizationId = 'org-a'): LiveMessage => ({
  id,
  organizationId,
  kind: 'campaign.ranking',
  data: { campaign_id: id },
  locationIds: [],
});

describe('the live hub (one instance)', () => {
  it("should replay an organization's events after a known id, and none for an id out of the window", () => {
    let now = 0;
    const hub = createLiveHub(() => now);
    hub.deliver(message('1'));
    hub.deliver(message('2', 'org-b'));
    hub.deliver(message('3'));
    expect(hub.since('org-a', '1')?.map((m) => m.id)).toEqual(['3']);
    expect(hub.since('org-a', 'unknown')).toBeUndefined();
    now = REPLAY_WINDOW_MS + 1;
    expect(hub.since('org-a', '1')).toBeUndefined();
  });

  it('should keep a new subscriber when an old one unsubscribes twice', () => {
    const hub = createLiveHub();
    const first = hub.add('org-a', () => undefined);
    first();
    const received: LiveDelivery[] = [];
    hub.add('org-a', (delivery) => received.push(delivery));
    first();
    hub.deliver(message('1'));
    expect(received).toHaveLength(1);
  });
});
