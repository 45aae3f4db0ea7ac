import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { LiveBus } from '../../lib/live/index.ts';
import type { RateLimiter } from '../../lib/rate-limit.ts';
import type { ReviewAlerts } from '../reviews/reviews.alerts.ts';
import { createAssetResolver } from './publicReviews.pages.ts';
import { createPublicReviewsRepository } from './publicReviews.repository.ts';
import { publicReviewApiRoutes, publicReviewPageRoutes } from './publicReviews.routes.ts';
import { loggableError } from '../../lib/loggable-error.ts';
import { createPublicReviewsService } from './publicReviews.service.ts';
import { notifyRankingsMovedBy } from '../campaigns/campaigns.live.ts';

export interface PublicReviewsModuleDeps {
  db: Db;
  limiter: RateLimiter;
  /** Announces each stored review to the open inboxes. */
  live: LiveBus;
  /** Each stored 1 or 2 star review queues its alert to the location's managers. */
  alerts: Pick<ReviewAlerts, 'queue' | 'prepare'>;
  now: () => Date;
  /** The built review form (its manifest names the page's stylesheet and script). */
  reviewFormDir: string;
}

/** The public review form: the server-rendered page under /reviews and its JSON call under /api/v1. */
export const registerPublicReviews: FastifyPluginAsync<PublicReviewsModuleDeps> = async (app, deps) => {
  const logError = (error: unknown, message: string) => app.log.error({ err: loggableError(error) }, message);
  const service = createPublicReviewsService({
    repository: createPublicReviewsRepository(deps.db),
    limiter: deps.limiter,
    live: deps.live,
    alerts: deps.alerts,
    rankingsMoved: (ids) => notifyRankingsMovedBy({ live: deps.live, db: deps.db, logError }, ids),
    now: deps.now,
    logError,
  });
  await app.register(publicReviewPageRoutes, { service, assets: createAssetResolver(deps.reviewFormDir) });
  await app.register(publicReviewApiRoutes, { prefix: '/api/v1', service });
};
