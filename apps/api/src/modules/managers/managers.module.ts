import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { Db } from '../../db/database.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { PlanUsage } from '../billing/billing.module.ts';
import { createSellersRepository } from '../sellers/sellers.repository.ts';
import { createManagersRepository } from './managers.repository.ts';
import { managersRoutes } from './managers.routes.ts';
import { createManagersService } from './managers.service.ts';

export interface ManagersModuleDeps {
  db: Db;
  passwords: PasswordHasher;
  mailer: Mailer;
  audit: AuditLog;
  limits: Pick<PlanUsage, 'exclusive' | 'memberLimits'>;
  now: () => Date;
  publicUrl: string;
  logError(error: unknown, what: string): void;
}

/** The owner's managers and their invitations (issue 13) under /api/v1. */
export const registerManagers: FastifyPluginAsync<ManagersModuleDeps> = async (app, deps) => {
  const service = createManagersService({
    ...deps,
    repository: createManagersRepository(deps.db),
    // Members are written the same way whatever their role: the sellers repository's writes.
    members: createSellersRepository(deps.db),
  });
  await app.register(managersRoutes, { prefix: '/api/v1', service });
};
