import { createBusinessProfileProvider } from './adapters/google/index.ts';
import { createMailer } from './adapters/mail/index.ts';
import { createSmsSender } from './adapters/sms/index.ts';
import type { AppDeps } from './app.ts';
import type { Jobs } from './jobs/index.ts';
import { createAuditLog } from './lib/audit.ts';
import { createLiveBus } from './lib/live/index.ts';
import { argon2Hasher } from './lib/passwords.ts';
import { createRateLimiter } from './lib/rate-limit.ts';
import { createS3UploadStore } from './lib/s3-uploads.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { createDiskUploadStore } from './lib/uploads.ts';
import { passwordResetEmailJob } from './modules/accounts/accounts.jobs.ts';
import { createAccountsRepository } from './modules/accounts/accounts.repository.ts';
import { createAccountsService } from './modules/accounts/accounts.service.ts';
import { createSettingsService } from './modules/accounts/accounts.settings.ts';
import { createGoogleSignIn, createGoogleVerifier } from './modules/auth/auth.google.ts';
import { createAuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createBilling } from './modules/billing/billing.module.ts';
import { createGrantStore } from './modules/businessProfile/businessProfile.grants.ts';
import { createDbOutboxStore } from './modules/outbox/outbox.repository.ts';
import { createReviewAlerts } from './modules/reviews/reviews.alerts.ts';
import { createReviewImports } from './modules/reviews/reviews.jobs.ts';

/**
 * The services more than one module uses, built once from the app's dependencies (app.ts
 * hands each module the ones it needs). A service only one module uses is built inside
 * that module's plugin instead.
 */
export function createServices(
  deps: AppDeps,
  host: { jobs: Jobs; logError(error: unknown, what: string): void; logInfo(line: string): void },
) {
  const { jobs, logError } = host;
  const now = deps.now ?? (() => new Date());
  const db = deps.database.db;
  const passwords = deps.passwords ?? argon2Hasher;
  const { publicUrl } = deps;
  const outbox = createDbOutboxStore(db);
  const mailer =
    deps.mailer ??
    createMailer({
      smtpUrl: deps.smtpUrl,
      from: deps.mailFrom ?? 'Starcrew <no-reply@starcrew.app>',
      outbox,
      logger: { info: host.logInfo },
      printText: deps.printOutbox ?? !(deps.production ?? false),
    });
  // SMS go to the same outbox as emails (no provider is configured yet; tests may inject one).
  const sms =
    deps.sms ??
    createSmsSender({
      outbox,
      logger: { info: host.logInfo },
      printText: deps.printOutbox ?? !(deps.production ?? false),
    });
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

  // Google sign-in needs only the client id; the business profile needs the secret too.
  const businessProfile =
    deps.businessProfile ??
    createBusinessProfileProvider(
      deps.googleClientSecret
        ? { GOOGLE_CLIENT_ID: deps.google?.clientId, GOOGLE_CLIENT_SECRET: deps.googleClientSecret }
        : {},
    );
  const grants = createGrantStore(
    db,
    createSecretBox(deps.cookieSecret, 'business-profile-tokens'),
    businessProfile.kind,
  );
  // The business-profile connection starts imports; the reviews module runs them.
  // Live events (lib/live): the reviews' stores announce new reviews, the live module streams them.
  const live = createLiveBus(deps.database, { logError });
  // New 1-2 star reviews (import and form) email the location's managers, through the queue.
  const reviewAlerts = createReviewAlerts(jobs, { db, mailer, publicUrl, now });
  const reviewImports = createReviewImports(jobs, {
    db,
    provider: businessProfile,
    grants,
    now,
    live,
    alerts: reviewAlerts,
  });

  return {
    db,
    now,
    publicUrl,
    passwords,
    mailer,
    sms,
    audit,
    outbox,
    limiter,
    uploads,
    auth,
    accounts,
    settings,
    google,
    billing,
    businessProfile,
    grants,
    reviewImports,
    reviewAlerts,
    live,
  };
}

export type Services = ReturnType<typeof createServices>;
