import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import type { Database } from './db/database.ts';
import { argon2Hasher, type PasswordHasher } from './lib/passwords.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { decorateAuth } from './plugins/auth.ts';
import { registerErrorHandling } from './plugins/error-handler.ts';
import { acceptEmptyJsonBody } from './plugins/json-body.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerStaticApps, type StaticDirs } from './plugins/static-apps.ts';
import { registerSwagger } from './plugins/swagger.ts';

export interface AppDeps {
  database: Database;
  staticDirs: StaticDirs;
  cookieSecret: string;
  production?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** The clock of every service; tests move it to expire tokens. */
  now?: () => Date;
  passwords?: PasswordHasher;
}

/** A missing body validates as `{}`, so its fields are reported one by one instead of "expected object". */
const bodyTolerantValidator: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'body' ? (data: unknown) => validate(data ?? {}) : validate;
};

/** Builds the whole server from its dependencies; main.ts and the tests both call it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({ logger: deps.logger ?? false, trustProxy: true }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(bodyTolerantValidator);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBody(app);
  decorateAuth(app);

  const now = deps.now ?? (() => new Date());
  const auth = createAuthService({
    repository: createAuthRepository(deps.database.db),
    passwords: deps.passwords ?? argon2Hasher,
    now,
  });

  await registerSecurityHeaders(app, { production: deps.production ?? false });
  await app.register(cookie, { secret: deps.cookieSecret });
  await registerSwagger(app, { production: deps.production ?? false });
  const fallback = await registerStaticApps(app, deps.staticDirs);
  registerErrorHandling(app, fallback);

  await app.register(healthRoutes, { prefix: '/api', database: deps.database });
  await app.register(authRoutes, { prefix: '/api/v1', service: auth });

  await auth.warmUp();
  return app;
}
