import { accountMessageIds, type RegisterRequest, type ResetPasswordRequest, type User } from '@starcrew/contract';
import { composeEmail, MailError, type Mailer, type MailLocale } from '../../adapters/mail/index.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { AuditLog } from '../../lib/audit.ts';
import type { Jobs } from '../../jobs/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { publicLink } from '../../lib/public-links.ts';
import { limits, type RateLimiter } from '../../lib/rate-limit.ts';
import { hashAccessToken, hashCode, newAccessToken, newNumericCode, safeEqual } from '../../lib/tokens.ts';
import { presentUser } from '../auth/auth.presenter.ts';
import type { AuthService, SignedIn } from '../auth/auth.service.ts';
import { passwordResetEmailJob, type PasswordResetEmail } from './accounts.jobs.ts';
import type { AccountsRepository } from './accounts.repository.ts';

/** decisions.md: the code has 6 digits, lives 10 minutes, allows 5 wrong tries; resend after 60 s. */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_FAILURES = 5;
export const RESEND_COUNTDOWN_MS = 60_000;
/** decisions.md: a reset link is single use and lives 60 minutes. */
export const RESET_TTL_MS = 60 * 60_000;

export interface AccountsServiceDeps {
  repository: AccountsRepository;
  auth: AuthService;
  passwords: PasswordHasher;
  mailer: Mailer;
  audit: AuditLog;
  limiter: RateLimiter;
  /** Stores the mails sent after the answer (the reset link). */
  jobs: Pick<Jobs, 'send'>;
  now: () => Date;
  /** Keys the hashes of the short codes. */
  secret: string;
  /** Where people reach the console, for links in emails. */
  publicUrl: string;
  logError(error: unknown, what: string): void;
}

const field = (name: string, id: string, values?: Record<string, string | number>) =>
  HttpError.validation({ [name]: [{ id, ...(values ? { values } : {}) }] });

export const mailLocale = (user: UserRow, fallback: MailLocale): MailLocale => user.locale ?? fallback;

/** Sign-up, email verification and password recovery: the calls made before or just after signing in. */
export function createAccountsService(deps: AccountsServiceDeps) {
  const { repository, passwords, mailer, audit, limiter, jobs, now } = deps;

  /** A fresh code for the user's current address; earlier codes stop working. */
  async function sendCode(user: UserRow, locale: MailLocale): Promise<void> {
    const at = now();
    const code = newNumericCode();
    await repository.replaceCode({
      userId: user.id,
      codeHash: hashCode(deps.secret, user.id, code),
      sentTo: user.email,
      expiresAt: new Date(at.getTime() + CODE_TTL_MS),
      now: at,
    });
    await mailer.send(
      composeEmail({
        to: user.email,
        locale: mailLocale(user, locale),
        template: 'verificationCode',
        params: { firstName: user.firstName, code, minutes: CODE_TTL_MS / 60_000 },
        meta: { userId: user.id },
      }),
    );
  }

  return {
    sendCode,

    /** Creates the organization and its owner, signs them in and emails the code. */
    async register(input: RegisterRequest, context: { ip: string; locale: MailLocale }): Promise<SignedIn> {
      await limiter.enforce(`register:ip:${context.ip}`, limits.registerPerIp);
      const email = input.email.trim().toLowerCase();
      if (await repository.emailTaken(email)) throw field('email', accountMessageIds.emailTaken);
      const firstName = input.first_name.trim();
      const lastName = input.last_name.trim();
      const user = await repository
        .createOrganizationWithOwner({
          organizationName: input.organization_name?.trim() || `${firstName} ${lastName}`,
          owner: {
            email,
            passwordHash: await passwords.hash(input.password),
            firstName,
            lastName,
            locale: input.locale ?? context.locale,
            // The owner chose this password: no forced change (that is for sellers).
            isPasswordUpdated: true,
          },
        })
        .catch(async (error: unknown) => {
          // Two sign-ups with one email at once: the unique index decides, the loser gets the 422.
          if (await repository.emailTaken(email)) throw field('email', accountMessageIds.emailTaken);
          throw error;
        });
      await audit.record({
        organizationId: user.organizationId,
        actorUserId: user.id,
        action: 'auth.registered',
        subjectType: 'user',
        subjectId: user.id,
        ip: context.ip,
      });
      // The account exists whatever the mail server does: a failed send is logged, and the
      // screen's resend button asks again.
      await sendCode(user, context.locale).catch((error: unknown) => deps.logError(error, 'verification code'));
      return deps.auth.issueSession(user, false);
    },

    /** Checks the 6-digit code: right → email verified; wrong, expired or spent → 422 on `otp`. */
    async verifyOtp(user: UserRow, otp: string, ip: string): Promise<User> {
      if (user.emailVerifiedAt) return presentUser(user);
      await limiter.enforce(`verify-otp:user:${user.id}`, limits.verifyPerUser);
      const at = now();
      const code = await repository.latestCode(user.id);
      if (!code || code.consumedAt || code.sentTo !== user.email) throw field('otp', accountMessageIds.codeInvalid);
      if (code.failedAttempts >= MAX_CODE_FAILURES) throw field('otp', accountMessageIds.codeLocked);
      if (code.expiresAt <= at) throw field('otp', accountMessageIds.codeExpired);
      if (!safeEqual(hashCode(deps.secret, user.id, otp), code.codeHash)) {
        const failed = await repository.recordWrongCode(code.id);
        throw field('otp', failed >= MAX_CODE_FAILURES ? accountMessageIds.codeLocked : accountMessageIds.codeInvalid);
      }
      const verified = await repository.consumeCodeAndVerify({
        codeId: code.id,
        userId: user.id,
        maxFailures: MAX_CODE_FAILURES,
        now: at,
      });
      if (!verified) throw field('otp', accountMessageIds.codeInvalid);
      await audit.record({
        organizationId: user.organizationId,
        actorUserId: user.id,
        action: 'account.email_verified',
        subjectType: 'user',
        subjectId: user.id,
        ip,
      });
      return presentUser(verified);
    },

    /** A new code, at most one a minute (the screen's countdown); 429 with the seconds left otherwise. */
    async resendOtp(user: UserRow, locale: MailLocale): Promise<{ resend_available_in: number; expires_in: number }> {
      const countdown = RESEND_COUNTDOWN_MS / 1000;
      if (user.emailVerifiedAt) return { resend_available_in: 0, expires_in: 0 };
      const latest = await repository.latestCode(user.id);
      const at = now();
      const waitMs = latest ? latest.createdAt.getTime() + RESEND_COUNTDOWN_MS - at.getTime() : 0;
      if (waitMs > 0) {
        throw new HttpError(429, { id: accountMessageIds.resendWait, values: { seconds: Math.ceil(waitMs / 1000) } });
      }
      await sendCode(user, locale);
      return { resend_available_in: countdown, expires_in: CODE_TTL_MS / 1000 };
    },

    /**
     * Emails a reset link when the address has an account. The answer is the same either way:
     * it only stores a job (the same insert for every email), so its timing tells nothing either.
     */
    async forgotPassword(emailInput: string, context: { ip: string; locale: MailLocale }): Promise<void> {
      const email = emailInput.trim().toLowerCase();
      await limiter.enforce(`forgot-password:ip:${context.ip}`, limits.forgotPerIp);
      await limiter.enforce(`forgot-password:email:${email}`, limits.forgotPerEmail);
      await jobs.send(passwordResetEmailJob, { email, locale: context.locale, ip: context.ip });
    },

    /**
     * The work of `passwordResetEmailJob`, run by a worker after the answer. A retry makes a
     * new link (the earlier one simply goes unused); the mail goes last so that a failure
     * before it never leaves a sent mail behind to be sent twice.
     */
    async sendPasswordResetEmail({ email, locale, ip }: PasswordResetEmail): Promise<void> {
      const user = await deps.auth.findUserByEmail(email);
      if (!user || user.status !== 'active') return;
      const at = now();
      const token = newAccessToken();
      await repository.insertResetToken({
        userId: user.id,
        tokenHash: hashAccessToken(token),
        expiresAt: new Date(at.getTime() + RESET_TTL_MS),
        now: at,
      });
      await audit.record({
        organizationId: user.organizationId,
        actorUserId: user.id,
        action: 'account.password_reset_requested',
        subjectType: 'user',
        subjectId: user.id,
        ip,
      });
      const link = publicLink(deps.publicUrl, '/reset-password', { token, email: user.email });
      const message = composeEmail({
        to: user.email,
        locale: mailLocale(user, locale),
        template: 'passwordReset',
        params: { firstName: user.firstName, link, minutes: RESET_TTL_MS / 60_000 },
        meta: { userId: user.id },
      });
      try {
        await mailer.send(message);
      } catch (error) {
        // A refused address will be refused again: log it instead of retrying (the job completes).
        if (error instanceof MailError && !error.retryable) return deps.logError(error, 'password reset email');
        throw error;
      }
    },

    /** Spends a reset link: new password, every session signed out, sign-in failures forgotten. */
    async resetPassword(input: ResetPasswordRequest, ip: string): Promise<void> {
      await limiter.enforce(`reset-password:ip:${ip}`, limits.resetPerIp);
      const at = now();
      const found = await repository.findResetUser(hashAccessToken(input.token.trim()), input.email.trim(), at);
      if (!found || found.user.status !== 'active') throw field('token', accountMessageIds.resetTokenInvalid);
      const spent = await repository.resetPassword({
        tokenId: found.tokenId,
        userId: found.user.id,
        passwordHash: await passwords.hash(input.password),
        now: at,
      });
      if (!spent) throw field('token', accountMessageIds.resetTokenInvalid);
      await deps.auth.clearSignInLimits(found.user.email);
      await audit.record({
        organizationId: found.user.organizationId,
        actorUserId: found.user.id,
        action: 'account.password_reset',
        subjectType: 'user',
        subjectId: found.user.id,
        ip,
      });
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
