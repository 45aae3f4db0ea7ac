import type { FastifyPluginAsync } from 'fastify';
import type { ReplyWriter } from '../../adapters/ai/index.ts';
import type { BusinessProfileProvider } from '../../adapters/google/index.ts';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { Db } from '../../db/database.ts';
import type { GrantStore } from '../businessProfile/businessProfile.grants.ts';
import { notifyRankingsMovedByCorrection } from '../campaigns/campaigns.live.ts';
import { createLocationsRepository } from '../locations/locations.repository.ts';
import { reviewAlertsRoutes } from './reviews.alerts.routes.ts';
import { createAttributionCorrectionsRepository } from './reviews.attribution.repository.ts';
import { attributionRoutes } from './reviews.attribution.routes.ts';
import { createAttributionService } from './reviews.attribution.service.ts';
import { createInboxRepository } from './reviews.inbox.repository.ts';
import { inboxRoutes } from './reviews.inbox.routes.ts';
import { createInboxService } from './reviews.inbox.service.ts';
import type { ReviewImports } from './reviews.jobs.ts';
import { reviewSyncRoutes } from './reviews.routes.ts';
import { createTemplatesRepository } from './reviews.templates.repository.ts';

export interface ReviewsModuleDeps {
  db: Db;
  /** The import jobs (services.ts), shared with the business-profile connection that starts them. */
  imports: ReviewImports;
  /** Replies to Google reviews go through the business profile, with the organization's grant. */
  provider: BusinessProfileProvider;
  grants: Pick<GrantStore, 'grantFor' | 'markRevoked'>;
  /** Replies to form reviews are emailed to the customer. */
  mailer: Mailer;
  writer: ReplyWriter;
  now: () => Date;
  logError: (error: unknown, what: string) => void;
}

/** The on-demand review sync and the inbox under /api/v1, and the catch-up of imports a restart interrupted. */
export const registerReviews: FastifyPluginAsync<ReviewsModuleDeps> = async (app, deps) => {
  const { db, imports, logError } = deps;
  app.addHook('onReady', async () => {
    await imports.catchUp().catch((error: unknown) => logError(error, 'queue first review imports'));
  });
  await app.register(reviewSyncRoutes, {
    prefix: '/api/v1',
    locations: createLocationsRepository(db),
    enqueue: (locationId, mode) =>
      void imports.enqueue(locationId, mode).catch((error: unknown) => logError(error, 'queue review import')),
  });
  const inbox = createInboxRepository(db);
  const service = createInboxService({ ...deps, repository: inbox, templates: createTemplatesRepository(db) });
  await app.register(inboxRoutes, { prefix: '/api/v1', service });
  await app.register(reviewAlertsRoutes, { prefix: '/api/v1', db });
  const attribution = createAttributionService({
    inbox,
    corrections: createAttributionCorrectionsRepository(db),
    rankingsMoved: (reviewId, sellerIds) =>
      notifyRankingsMovedByCorrection({ live: app.live, db, logError }, reviewId, sellerIds),
  });
  await app.register(attributionRoutes, { prefix: '/api/v1', service: attribution });
};
