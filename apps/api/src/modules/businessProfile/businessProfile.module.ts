import type { FastifyInstance } from 'fastify';
import {
  createBusinessProfileProvider,
  registerSandboxConsentRoutes,
  type BusinessProfileProvider,
} from '../../adapters/google/index.ts';
import type { Db } from '../../db/database.ts';
import type { Jobs } from '../../jobs/index.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import type { AuthService } from '../auth/auth.service.ts';
import { createLocationsRepository } from '../locations/locations.repository.ts';
import { locationsRoutes } from '../locations/locations.routes.ts';
import { createNetworksRepository } from '../networks/networks.repository.ts';
import { networksRoutes } from '../networks/networks.routes.ts';
import { createReviewImports } from '../reviews/reviews.jobs.ts';
import { reviewSyncRoutes } from '../reviews/reviews.routes.ts';
import { businessProfileRoutes } from './businessProfile.routes.ts';
import { createBusinessProfileService } from './businessProfile.service.ts';
import { createGrantStore } from './businessProfile.grants.ts';

export interface BusinessProfileModuleDeps {
  db: Db;
  auth: AuthService;
  jobs: Jobs;
  now: () => Date;
  /** The server secret: signs the OAuth state and derives the token encryption key. */
  secret: string;
  publicUrl: string;
  /** Google when both OAuth client variables are set, else the sandbox; tests inject one. */
  provider?: BusinessProfileProvider | undefined;
  googleClientSecret?: string | undefined;
  googleClientId?: string | undefined;
  logError: (error: unknown, what: string) => void;
}

/**
 * Registers the business-profile connection, the locations, My Networks and the review
 * import jobs (issue #6) under /api/v1, and the sandbox's consent page when it is the provider.
 */
export async function registerBusinessProfile(app: FastifyInstance, deps: BusinessProfileModuleDeps): Promise<void> {
  // Google sign-in needs only the client id; the business profile needs the secret too.
  const provider =
    deps.provider ??
    createBusinessProfileProvider(
      deps.googleClientSecret
        ? { GOOGLE_CLIENT_ID: deps.googleClientId, GOOGLE_CLIENT_SECRET: deps.googleClientSecret }
        : {},
    );
  const grants = createGrantStore(deps.db, createSecretBox(deps.secret, 'business-profile-tokens'), provider.kind);
  const imports = createReviewImports(deps.jobs, { db: deps.db, provider, grants, now: deps.now });
  const enqueue = (locationId: string, mode: 'full' | 'incremental') =>
    void imports.enqueue(locationId, mode).catch((error: unknown) => deps.logError(error, 'queue review import'));
  const service = createBusinessProfileService({
    db: deps.db,
    provider,
    grants,
    secret: deps.secret,
    publicUrl: deps.publicUrl,
    now: deps.now,
    importLocation: (id) => enqueue(id, 'full'),
  });
  const locations = createLocationsRepository(deps.db);
  const cookies = { secret: deps.secret };

  app.addHook('onReady', async () => {
    await imports.catchUp().catch((error: unknown) => deps.logError(error, 'queue first review imports'));
  });
  if (provider.kind === 'sandbox') await registerSandboxConsentRoutes(app);
  await app.register(businessProfileRoutes, { prefix: '/api/v1', auth: deps.auth, service, cookies });
  await app.register(locationsRoutes, { prefix: '/api/v1', auth: deps.auth, repository: locations, cookies });
  await app.register(networksRoutes, {
    prefix: '/api/v1',
    auth: deps.auth,
    networks: createNetworksRepository(deps.db),
    locations,
    cookies,
  });
  await app.register(reviewSyncRoutes, { prefix: '/api/v1', auth: deps.auth, locations, cookies, enqueue });
}
