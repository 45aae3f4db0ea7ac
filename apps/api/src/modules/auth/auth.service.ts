import { randomBytes } from 'node:crypto';
import { authMessageIds, type LoginRequest, type SessionData } from '@starcrew/contract';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import { limits, loginKnownAddressMs, tooManyRequests, type RateLimiter } from '../../lib/rate-limit.ts';
import type { IssuedSession } from '../../lib/session-cookies.ts';
import { hashAccessToken, newAccessToken } from '../../lib/tokens.ts';
import type { AuthRepository } from './auth.repository.ts';
import { presentSession } from './auth.presenter.ts';

/** Token lifetimes of decisions.md: 30 days with "remember me", else 12 hours. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** The counters of one sign-in; the limits are in lib/rate-limit.ts and docs/security.md ("Limits"). */
export const loginKeys = {
  address: (ip: string) => `login:ip:${ip}`,
  // A space cannot be in an email the contract accepts, so no email is a prefix of another's keys.
  pair: (email: string, ip: string) => `login:pair:${email} ${ip}`,
  pairsOf: (email: string) => `login:pair:${email} `,
  email: (email: string) => `login:email:${email}`,
  known: (email: string, ip: string) => `login:known:${email} ${ip}`,
};

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
  /**
   * Whether the user's organization was subscribed when the request's session was read (the
   * same read): the subscription rule's answer for this request. Absent where a context is
   * made otherwise; billing.enforcement.ts then asks billing.
   */
  subscribed?: boolean;
}

/** A new session: the answer of spec section 3 and what the cookies need. */
export interface SignedIn {
  data: SessionData;
  issued: IssuedSession;
}

export interface AuthServiceDeps {
  repository: AuthRepository;
  passwords: PasswordHasher;
  limiter: RateLimiter;
  now: () => Date;
}

const credentialsFailed = () => HttpError.validation({ email: [{ id: authMessageIds.failed }] });

export function createAuthService({ repository, passwords, limiter, now }: AuthServiceDeps) {
  // Verified against when the email is unknown, so both failures take one argon2 verify.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= passwords.hash(randomBytes(16).toString('base64url')));

  /**
   * Refuses an attempt past its limits before any password is hashed, so a refusal costs one
   * upsert and never waits for argon2. First the address and the (email, address) pair, in one
   * statement; then, for attempts that passed those, the email from every address together,
   * which an address the account signed in from recently does not answer to: a stranger's
   * failures, from however many addresses, cannot lock the owner out of their usual one.
   */
  async function refuseOverLimit(email: string, ip: string): Promise<void> {
    const byAddress = await limiter.hitAll([
      { key: loginKeys.address(ip), limit: limits.loginPerIp },
      { key: loginKeys.pair(email, ip), limit: limits.loginPerPair, scaled: false },
    ]);
    const refused = byAddress.filter((hit) => !hit.allowed);
    if (refused.length > 0) throw tooManyRequests(Math.max(...refused.map((hit) => hit.retryAfterMs)));
    const [byEmail] = await limiter.hitAll([
      { key: loginKeys.email(email), limit: limits.loginPerEmail, scaled: false },
    ]);
    if (byEmail && !byEmail.allowed && !(await limiter.isSet(loginKeys.known(email, ip)))) {
      throw tooManyRequests(byEmail.retryAfterMs);
    }
  }

  /** Opens a session for a user who has proved who they are (password, code, Google). */
  async function issueSession(user: UserRow, remember: boolean): Promise<SignedIn> {
    const at = now();
    const token = newAccessToken();
    const expiresAt = new Date(at.getTime() + (remember ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS));
    const session = await repository.createSession({
      userId: user.id,
      tokenHash: hashAccessToken(token),
      expiresAt,
      now: at,
    });
    return {
      data: presentSession(user, token),
      issued: { token, sessionId: session.id, expiresAt, persistent: remember },
    };
  }

  return {
    issueSession,
    findUserByEmail: (email: string) => repository.findUserByEmail(email),

    /**
     * Signs in; wrong email and wrong password fail alike, in answer and in time. 429 past the
     * limits of `refuseOverLimit`, even with the right password.
     */
    async login(
      input: Required<Pick<LoginRequest, 'email' | 'password'>> & { remember_me: boolean },
      ip: string,
    ): Promise<SignedIn> {
      const email = input.email.trim().toLowerCase();
      await refuseOverLimit(email, ip);
      const user = await repository.findUserByEmail(email);
      // An account without a password (made by Google sign-in) fails like an unknown one.
      const passwordOk = await passwords.verify(user?.passwordHash ?? (await dummy()), input.password);
      // The attempt is already counted: a failure has nothing more to write.
      if (!user || !passwordOk) throw credentialsFailed();
      // Someone who knows the password: earlier failures no longer count (NIST 800-63B), and
      // this address is one the account signs in from.
      await limiter.clear([loginKeys.pair(email, ip), loginKeys.email(email)]);
      await limiter.mark(loginKeys.known(email, ip), loginKnownAddressMs);
      // Only someone who knows the password learns that the account is inactive.
      if (user.status !== 'active') throw HttpError.validation({ email: [{ id: authMessageIds.inactive }] });

      return issueSession(user, input.remember_me);
    },

    /** The user behind a bearer token, or null when it is unknown, expired or revoked. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const at = now();
      const found = await repository.findLiveSession(hashAccessToken(token), at);
      if (!found || found.user.status !== 'active') return null;
      // Use is recorded at most once a minute (touchSession's own condition): a session used
      // within the last minute, as read just now, would not be written, so no statement is sent.
      if (found.session.lastUsedAt.getTime() < at.getTime() - 60_000)
        await repository.touchSession(found.session.id, at);
      return found;
    },

    async logout(context: AuthContext): Promise<void> {
      await repository.revokeSession(context.session.id, now());
    },

    /** Warms the dummy hash at startup so the first unknown-email sign-in is not faster. */
    warmUp: () => dummy().then(() => undefined),

    /** After a password reset: the email's sign-in counters start again, from every address. */
    clearSignInLimits: (email: string) =>
      limiter.clear([loginKeys.email(email.toLowerCase())], [loginKeys.pairsOf(email.toLowerCase())]),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
