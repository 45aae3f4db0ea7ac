import cookie from '@fastify/cookie';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type FastifySchemaCompiler,
} from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { createReplyWriter, type OpenAiConfig, type ReplyWriter } from './adapters/ai/index.ts';
import type { Mailer } from './adapters/mail/index.ts';
import type { SmsSender } from './adapters/sms/index.ts';
import type { PaymentsConfig } from './adapters/payments/index.ts';
import type { BusinessProfileProvider } from './adapters/google/index.ts';
import { createPlacesProvider, type PlacesProvider } from './adapters/places/index.ts';
import type { Database } from './db/database.ts';
import { createJobs, type Jobs } from './jobs/index.ts';
import { createBackground, type Background } from './lib/background.ts';
import type { LiveBus } from './lib/live/index.ts';
import { loggableError } from './lib/loggable-error.ts';
import type { PasswordHasher } from './lib/passwords.ts';
import type { S3Config } from './lib/s3-uploads.ts';
import { registerAccounts } from './modules/accounts/accounts.module.ts';
import type { GoogleConfig } from './modules/auth/auth.google.ts';
import { registerAuth } from './modules/auth/auth.module.ts';
import { registerBilling, registerSubscriptionEnforcement } from './modules/billing/billing.module.ts';
import { registerBusinessProfile } from './modules/businessProfile/businessProfile.module.ts';
import { registerCollection } from './modules/collection/collection.module.ts';
import { registerCampaigns } from './modules/campaigns/campaigns.module.ts';
import { registerCompetitors } from './modules/competitors/competitors.module.ts';
import { registerDashboard } from './modules/dashboard/dashboard.module.ts';
import { registerHealth } from './modules/health/health.module.ts';
import { registerLive } from './modules/live/live.module.ts';
import { registerLocations } from './modules/locations/locations.module.ts';
import { registerManagers } from './modules/managers/managers.module.ts';
import { registerNetworks } from './modules/networks/networks.module.ts';
import { registerOutbox } from './modules/outbox/outbox.module.ts';
import { testHooksRoutes, type TestClock } from './modules/testHooks/testHooks.module.ts';
import { registerPublicReviews } from './modules/publicReviews/publicReviews.module.ts';
import { registerReviews } from './modules/reviews/reviews.module.ts';
import { registerRewards } from './modules/rewards/rewards.module.ts';
import { registerSellers } from './modules/sellers/sellers.module.ts';
import { authentication, decorateAuth } from './plugins/auth.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerErrorHandling } from './plugins/error-handler.ts';
import { acceptEmptyJsonBody } from './plugins/json-body.ts';
import { registerSecurityHeaders } from './plugins/security.ts';
import { registerStaticApps, type StaticDirs } from './plugins/static-apps.ts';
import { registerSwagger } from './plugins/swagger.ts';
import { createServices } from './services.ts';

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
  /** Links in emails point here (PUBLIC_URL, or this machine's address: config.ts decides, nowhere else). */
  publicUrl: string;
  /** SMTP when set; else the outbox table. Tests may inject any Mailer. */
  smtpUrl?: string | undefined;
  mailFrom?: string;
  mailer?: Mailer;
  /** The SMS outbox by default. Tests may inject any sender. */
  sms?: SmsSender;
  /** Serves /api/dev/outbox (never in production unless DEV_OUTBOX=1). */
  devOutbox?: boolean;
  /** The e2e's movable clock and hooks under /api/dev (E2E_HOOKS=1 only); give its `now` as `now` too. */
  testClock?: TestClock;
  /** Local mode (config.local): the outbox prints emails' text to the log. Default: outside production. */
  printOutbox?: boolean;
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
  /** AI reply drafts: an OpenAI-compatible endpoint when set, the built-in writer otherwise. Tests may inject any writer. */
  openAi?: OpenAiConfig | undefined;
  replyWriter?: ReplyWriter;
  /** Competitor tracking's directory: Google Places with `placesApiKey`, the sandbox otherwise. Tests may inject one. */
  places?: PlacesProvider;
  placesApiKey?: string | undefined;
  /** Job workers, cron and maintenance run in this process (main.ts); tests `app.jobs.drain()` instead. */
  runJobs?: boolean;
  /** How often an open live stream sends a heartbeat (25 s); tests shorten it. */
  liveHeartbeatMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work finished after the answer (emails); tests `drain()` it before reading the outbox. */
    background: Background;
    /** The stored job queue (src/jobs); main.ts starts it after listening, tests `drain()` it. */
    jobs: Jobs;
    /** The live event bus (src/lib/live): `notifyReviewCreated(app.live, review)` and the like. */
    live: LiveBus;
  }
}

/** A missing body validates as `{}`, so its fields are reported one by one instead of "expected object". */
const bodyTolerantValidator: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'body' ? (data: unknown) => validate(data ?? {}) : validate;
};

/**
 * The access log: one line a request once it is answered, holding what Fastify's two lines
 * held (the request's id, method, URL, host and peer; the status; the time taken in ms), with no
 * "incoming request" line before it. Each line is a write to the log: the first cost 3-4% of a
 * list request's CPU on PostgreSQL (bench/README.md, "Where a request's time goes"). Fastify's
 * other lines (errors, unknown routes) are unchanged; a route's `logLevel` still applies.
 */
class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

/**
 * Query parameters whose values the log never shows: the reset link's token and email (the
 * console's `/reset-password` page is served, and logged, with them), Google's `code` and
 * `state` on its return to the console, and any other token, password or secret by its name.
 */
const SECRET_PARAMETER = /^(code|state|email|password|secret|key|signature)$|token/i;

/** `url` with the values of its secret query parameters replaced by `[redacted]`. */
export function urlForLog(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const parameters = url.slice(query + 1).split('&');
  let changed = false;
  for (let i = 0; i < parameters.length; i++) {
    const parameter = parameters[i] ?? '';
    const equals = parameter.indexOf('=');
    if (equals === -1) continue;
    let name = parameter.slice(0, equals);
    try {
      name = decodeURIComponent(name.replaceAll('+', ' '));
    } catch {
      // a malformed escape: judge the name as sent
    }
    if (SECRET_PARAMETER.test(name)) {
      parameters[i] = `${parameter.slice(0, equals)}=[redacted]`;
      changed = true;
    }
  }
  return changed ? `${url.slice(0, query)}?${parameters.join('&')}` : url;
}

/** The request as every log line shows it: Fastify's own fields (but `accept-version`, which no route uses), the URL through `urlForLog`. */
const requestForLog = (request: FastifyRequest) => ({
  method: request.method,
  url: urlForLog(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** The logger's options with `requestForLog` as its `req` serializer (a caller's own serializers win). */
function withRequestSerializer(logger: AppDeps['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { req: requestForLog, ...options.serializers } };
}

/** Builds the whole server from its dependencies; main.ts and the tests both call it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withRequestSerializer(deps.logger),
    // `request.ip` keys the per-address limits: a forwarded address counts only from a configured proxy.
    trustProxy: deps.trustProxy && deps.trustProxy.length > 0 ? deps.trustProxy : false,
    // Start-up hooks query the database (the reviews' import catch-up): on a busy machine an
    // embedded database's first queries on 100k reviews outlasted Fastify's 10 s default, and
    // the server exited instead of starting (bench/embedded-db.mjs, pglite-worker).
    pluginTimeout: 60_000,
    // One access-log line a request, when it is answered, instead of two (AccessLog below).
    logController: new AccessLog(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(bodyTolerantValidator);
  app.setSerializerCompiler(serializerCompiler);
  acceptEmptyJsonBody(app);
  decorateAuth(app);

  const production = deps.production ?? false;
  const logError = (error: unknown, what: string) => app.log.error({ error: loggableError(error) }, `${what} failed`);
  const background = createBackground(logError);
  app.decorate('background', background);
  app.addHook('onClose', async () => background.drain());
  const jobs = createJobs({ database: deps.database, logError, mode: deps.runJobs ? 'server' : 'manual' });
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
  const services = createServices(deps, { jobs, logError, logInfo: (line) => app.log.info(line) });
  app.decorate('live', services.live);
  app.addHook('onClose', async () => services.live.close());
  const cookies = { secret: deps.cookieSecret, secure: production };

  await registerSubscriptionEnforcement(app, services.billing.module);
  await registerSecurityHeaders(app, {
    production,
    scripts: {
      googleSignIn: Boolean(deps.google?.clientId),
      stripe: Boolean(deps.payments?.stripeSecretKey && deps.payments.stripePublishableKey),
    },
  });
  await app.register(cookie, { secret: deps.cookieSecret });
  await registerCompression(app);
  await registerSwagger(app, { production, authenticate: services.auth.authenticate });
  const fallback = await registerStaticApps(app, deps.staticDirs);
  registerErrorHandling(app, fallback);

  // Every module, in the order of architecture.md, in one scope whose routes all need a
  // session unless they say `public: true`; roles and permissions are declared per route.
  await app.register(async (api) => {
    await api.register(authentication, { authenticate: services.auth.authenticate, xsrfSecret: deps.cookieSecret });
    await api.register(registerHealth, { database: deps.database, now: services.now });
    await api.register(registerAuth, {
      service: services.auth,
      accounts: services.accounts,
      google: services.google,
      cookies,
      // Only with the secret key: the provider is then Stripe (createPaymentProvider).
      stripePublishableKey: deps.payments?.stripeSecretKey ? deps.payments.stripePublishableKey : undefined,
    });
    await api.register(registerAccounts, { settings: services.settings, uploads: services.uploads, cookies });
    await api.register(registerLocations, { db: services.db });
    await api.register(registerReviews, {
      db: services.db,
      imports: services.reviewImports,
      provider: services.businessProfile,
      grants: services.grants,
      mailer: services.mailer,
      writer: deps.replyWriter ?? createReplyWriter({ openAi: deps.openAi }),
      now: services.now,
      logError,
    });
    await api.register(registerPublicReviews, {
      db: services.db,
      limiter: services.limiter,
      live: services.live,
      alerts: services.reviewAlerts,
      now: services.now,
      reviewFormDir: deps.staticDirs.reviewForm,
    });
    const team = {
      db: services.db,
      passwords: services.passwords,
      mailer: services.mailer,
      audit: services.audit,
      limits: services.billing.module.limits,
      now: services.now,
      publicUrl: services.publicUrl,
      logError,
    };
    await api.register(registerCampaigns, {
      db: services.db,
      jobs,
      limits: services.billing.module.limits,
      now: services.now,
    });
    await api.register(registerRewards, { db: services.db, now: services.now });
    await api.register(registerSellers, { ...team, uploads: services.uploads });
    await api.register(registerManagers, team);
    await api.register(registerCollection, { ...team, sms: services.sms });
    await api.register(registerDashboard, { db: services.db });
    await api.register(registerCompetitors, {
      db: services.db,
      jobs,
      places: deps.places ?? createPlacesProvider({ apiKey: deps.placesApiKey, sandbox: { now: services.now } }),
      limits: services.billing.module.limits,
      now: services.now,
      logError,
    });
    await api.register(registerBilling, { billing: services.billing });
    await api.register(registerNetworks, { db: services.db });
    await api.register(registerBusinessProfile, {
      db: services.db,
      provider: services.businessProfile,
      grants: services.grants,
      imports: services.reviewImports,
      now: services.now,
      secret: deps.cookieSecret,
      publicUrl: services.publicUrl,
      logError,
    });
    await api.register(registerLive, { db: services.db, live: services.live, heartbeatMs: deps.liveHeartbeatMs });
    await api.register(registerOutbox, { outbox: services.outbox, serve: deps.devOutbox ?? !production });
    if (deps.testClock)
      await api.register(testHooksRoutes, { prefix: '/api/dev', db: services.db, clock: deps.testClock });
  });

  await services.auth.warmUp();
  return app;
}
