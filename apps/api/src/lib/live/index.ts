export { createLiveBus, LIVE_CHANNEL } from './live-bus.ts';
export type { LiveBus, LiveBusOptions, LivePublication, PublishOptions } from './live-bus.ts';
export { REPLAY_LIMIT, REPLAY_WINDOW_MS } from './live-hub.ts';
export type { LiveDelivery, LiveListener, LiveMessage } from './live-hub.ts';
export { notifyReviewCreated, notifyCampaignRanking } from './live-notify.ts';
