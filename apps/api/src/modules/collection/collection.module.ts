import type { FastifyPluginAsync } from 'fastify';
import type { Mailer } from '../../adapters/mail/index.ts';
import type { SmsSender } from '../../adapters/sms/index.ts';
import type { Db } from '../../db/database.ts';
import { createCollectionRepository } from './collection.repository.ts';
import { collectionRoutes } from './collection.routes.ts';
import { createCollectionService } from './collection.service.ts';

export interface CollectionModuleDeps {
  db: Db;
  mailer: Mailer;
  sms: SmsSender;
  now: () => Date;
  publicUrl: string;
  logError(error: unknown, what: string): void;
}

/** Collection tools (issue 15) under /api/v1: templates, review requests, their history. */
export const registerCollection: FastifyPluginAsync<CollectionModuleDeps> = async (app, deps) => {
  const service = createCollectionService({ ...deps, repository: createCollectionRepository(deps.db) });
  await app.register(collectionRoutes, { prefix: '/api/v1', service });
};
