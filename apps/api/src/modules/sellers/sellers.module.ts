import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { Db } from '../../db/database.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { UploadStore } from '../../lib/uploads.ts';
import type { PlanUsage } from '../billing/billing.module.ts';
import { createAttributionRepository } from '../campaigns/attribution.repository.ts';
import { createCampaignsRepository } from '../campaigns/campaigns.repository.ts';
import { createSellerCampaignProgress } from '../campaigns/campaigns.service.ts';
import { createSellerDashboardRepository } from './sellerDashboard.repository.ts';
import { createSellerDashboardService } from './sellerDashboard.service.ts';
import { createSellersRepository } from './sellers.repository.ts';
import { sellersRoutes } from './sellers.routes.ts';
import { createSellersService } from './sellers.service.ts';

export interface SellersModuleDeps {
  db: Db;
  passwords: PasswordHasher;
  mailer: Mailer;
  uploads: UploadStore;
  audit: AuditLog;
  limits: Pick<PlanUsage, 'exclusive' | 'memberLimits'>;
  now: () => Date;
  publicUrl: string;
  logError(error: unknown, what: string): void;
}

/** Sellers (issue 13) under /api/v1: the managers' list and modal, QR codes, the seller's tools and dashboard. */
export const registerSellers: FastifyPluginAsync<SellersModuleDeps> = async (app, deps) => {
  // Campaign days and progress are the campaigns module's (the organization's zone, its counting).
  const campaigns = createSellerCampaignProgress({
    repository: createCampaignsRepository(deps.db),
    attribution: createAttributionRepository(deps.db),
  });
  const service = createSellersService({
    ...deps,
    repository: createSellersRepository(deps.db),
    todayOf: campaigns.today,
  });
  await app.register(sellersRoutes, {
    prefix: '/api/v1',
    service,
    sellerDashboard: createSellerDashboardService({ repository: createSellerDashboardRepository(deps.db), campaigns }),
    now: deps.now,
  });
};
