import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { createMailer, type Mailer } from './adapters/mail/index.ts';
import type { PaymentsConfig } from './adapters/payments/index.ts';
import type { BusinessProfileProvider } from './adapters/google/index.ts';
import type { Database } from './db/database.ts';
import { createJobs, type Jobs } from './jobs/index.ts';
import { createAuditLog } from './lib/audit.ts';
import { createBackground, type Background } from './lib/background.ts';
import { argon2Hasher, type PasswordHasher } from './lib/passwords.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createS3UploadStore, type S3Config } from './lib/s3-uploads.ts';
import { createDiskUploadStore } from './lib/uploads.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { passwordResetEmailJob } from './modules/accounts/accounts.jobs.ts';
import { accountsRoutes } from './modules/accounts/accounts.routes.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createSettingsService } from './modules/accounts/accounts.settings.ts';
import { uploadsRoutes } from './modules/accounts/uploads.routes.ts';
import { createGoogleSignIn, createGoogleVerifier, type GoogleConfig } from './modules/auth/auth.google.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createBilling, registerBilling, registerSubscriptionEnforcement } from './modules/billing/index.ts';
import { registerBusinessProfile } from './modules/business-profile/index.ts';
import { registerDashboard } from './modules/dashboard/index.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createDbOutboxStore } from './modules/outbox/outbox.repository.ts';
import { outboxRoutes } from './modules/outbox/outbox.routes.ts';
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
  /** Where uploads are stored (DATA_DIR/uploads)… */
  uploadsDir: string;
  /** …unless a bucket is configured (S3_*). */
  s3?: S3Config | undefined;
  /** Links in emails point here (PUBLIC_URL). */
  publicUrl?: string;
  /** SMTP when set; else the outbox table. Tests may inject any Mailer. */
  smtpUrl?: string | undefined;
  mailFrom?: string;
  mailer?: Mailer;
  /** Serves /api/dev/outbox (never in production unless DEV_OUTBOX=1). */
  devOutbox?: boolean;
  /** Google sign-in; off when absent. */
  google?: GoogleConfig | undefined;
  rateLimitScale?: number;
  /** Proxies allowed to name the client in X-Forwarded-For (TRUST_PROXY); none by default. */
  trustProxy?: string[] | false;
  /** The business profile (Google or sandbox); by default from `googleClientSecret` and `google.clientId`. */
  businessProfile?: BusinessProfileProvider;
  /** With Google sign-in's client id, switches the business profile from the sandbox to Google. */
  googleClientSecret?: string | undefined;
  /** Stripe when `stripeSecretKey` is set; the sandbox on the database otherwise. */
  payments?: PaymentsConfig | undefined;
  /** Job workers, cron and maintenance run in this process (main.ts); tests `app.jobs.drain()` instead. */
  runJobs?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work finished after the answer (emails); tests `drain()` it before reading the outbox. */
    background: Background;
    /** The stored job queue (src/jobs); main.ts starts it after listening, tests `drain()` it. */
    jobs: Jobs;
  }
}

/** A missing body validates as `{}`, so its fields are reported one by one instead of "expected object". */
const bodyTolerantValidator: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'body' ? (data: unknown) => validate(data ?? {}) : validate;
};

/** Builds the whole server from its dependencies; main.ts and the tests both call it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    // `request.ip` keys the per-address limits: a forwarded address counts only from a configured proxy.
    trustProxy: deps.trustProxy && deps.trustProxy.length > 0 ? deps.trustProxy : false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(bodyTolerantValidator);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBody(app);
  decorateAuth(app);

  const now = deps.now ?? (() => new Date());
  const production = deps.production ?? false;
  const db = deps.database.db;
  const passwords = deps.passwords ?? argon2Hasher;
  const logError = (error: unknown, what: string) => app.log.error({ err: error }, `${what} failed`);
  const background = createBackground(logError);
  app.decorate('background', background);
  app.addHook('onClose', async () => background.drain());
  const jobs = createJobs({ database: deps.database, logError, mode: deps.runJobs ? 'server' : 'manual' });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());

  const outbox = createDbOutboxStore(db);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: deps.smtpUrl,
      from: deps.mailFrom ?? 'Starcrew <no-reply@starcrew.app>',
      outbox,
      logger: { info: (line) => app.log.info(line) },
    });
  const publicUrl = deps.publicUrl ?? 'http://localhost:8080';
  const cookies = { secret: deps.cookieSecret, secure: production };
  const audit = createAuditLog(db, now);
  const limiter = createRateLimiter(db, now, deps.rateLimitScale ?? 1);
  const uploads = deps.s3 ? createS3UploadStore(deps.s3) : createDiskUploadStore(deps.uploadsDir);
  const repository = createAccountsRepository(db);

  const auth = createAuthService({ repository: createAuthRepository(db), passwords, limiter, now });
  const accounts = createAccountsService({
    repository,
    auth,
    passwords,
    mailer,
    audit,
    limiter,
    jobs,
    now,
    secret: deps.cookieSecret,
    publicUrl,
    logError,
  });
  jobs.register(passwordResetEmailJob, (payload) => accounts.sendPasswordResetEmail(payload));
  const settings = createSettingsService({
    repository,
    accounts,
    passwords,
    mailer,
    audit,
    uploads,
    now,
    publicUrl,
    logError,
  });
  const google = deps.google
    ? {
        clientId: deps.google.clientId,
        signIn: createGoogleSignIn({
          verify: createGoogleVerifier(deps.google, { now }),
          repository,
          auth,
          audit,
          limiter,
          now,
        }),
      }
    : undefined;

  const billing = createBilling({ db, jobs, now, payments: deps.payments });
  await registerSubscriptionEnforcement(app, billing.module);
  await registerSecurityHeaders(app, {
    production,
    scripts: {
      googleSignIn: Boolean(deps.google?.clientId),
      stripe: Boolean(deps.payments?.stripeSecretKey && deps.payments.stripePublishableKey),
    },
  });
  await app.register(cookie, { secret: deps.cookieSecret });
  await registerSwagger(app, { production, authenticate: auth.authenticate });
  const fallback = await registerStaticApps(app, deps.staticDirs);
  registerErrorHandling(app, fallback);

  await app.register(healthRoutes, { prefix: '/api', database: deps.database });
  await app.register(uploadsRoutes, { prefix: '/api', store: uploads });
  await app.register(authRoutes, {
    prefix: '/api/v1',
    service: auth,
    accounts,
    google,
    cookies,
    // Only with the secret key: the provider is then Stripe (createPaymentProvider).
    stripePublishableKey: deps.payments?.stripeSecretKey ? deps.payments.stripePublishableKey : undefined,
  });
  await app.register(accountsRoutes, { prefix: '/api/v1', auth, settings, cookies });
  await registerBilling(app, billing.module, { auth, provider: billing.provider, cookies });
  await registerBusinessProfile(app, {
    db,
    auth,
    jobs,
    now,
    secret: deps.cookieSecret,
    publicUrl,
    provider: deps.businessProfile,
    googleClientId: deps.google?.clientId,
    googleClientSecret: deps.googleClientSecret,
    logError,
  });
  await registerDashboard(app, { db, auth, secret: deps.cookieSecret });
  if (deps.devOutbox ?? !production) await app.register(outboxRoutes, { prefix: '/api/dev', outbox });

  await auth.warmUp();
  return app;
}
