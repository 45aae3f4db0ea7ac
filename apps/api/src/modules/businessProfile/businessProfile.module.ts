import type { FastifyPluginAsync } from 'fastify';
import { registerSandboxConsentRoutes, type BusinessProfileProvider } from '../../adapters/google/index.ts';
import type { Db } from '../../db/database.ts';
import { createLocationsRepository } from '../locations/locations.repository.ts';
import type { ReviewImports } from '../reviews/reviews.jobs.ts';
import type { GrantStore } from './businessProfile.grants.ts';
import { createBusinessProfileRepository } from './businessProfile.repository.ts';
import { businessProfileRoutes } from './businessProfile.routes.ts';
import { createBusinessProfileService } from './businessProfile.service.ts';

export interface BusinessProfileModuleDeps {
  db: Db;
  /** Google when both OAuth client variables are set, else the sandbox (services.ts). */
  provider: BusinessProfileProvider;
  grants: GrantStore;
  /** The review import jobs: a new location's full import starts after the answer. */
  imports: ReviewImports;
  now: () => Date;
  /** The server secret: signs the OAuth state. */
  secret: string;
  publicUrl: string;
  logError: (error: unknown, what: string) => void;
}

/**
 * The business-profile connection wizard (issue #6) under /api/v1, and the sandbox's
 * consent page when the sandbox is the provider.
 */
export const registerBusinessProfile: FastifyPluginAsync<BusinessProfileModuleDeps> = async (app, deps) => {
  const service = createBusinessProfileService({
    repository: createBusinessProfileRepository(deps.db),
    locations: createLocationsRepository(deps.db),
    provider: deps.provider,
    grants: deps.grants,
    secret: deps.secret,
    publicUrl: deps.publicUrl,
    now: deps.now,
    importLocation: (id) =>
      void deps.imports.enqueue(id, 'full').catch((error: unknown) => deps.logError(error, 'queue review import')),
  });
  if (deps.provider.kind === 'sandbox') await registerSandboxConsentRoutes(app);
  await app.register(businessProfileRoutes, { prefix: '/api/v1', service });
};
