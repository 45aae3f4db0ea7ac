import { randomBytes } from 'node:crypto';
import { authMessageIds, errorMessageIds, type LoginRequest, type SessionData } from '@starcrew/contract';
import type { SessionRow, UserRow } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-errors.ts';
import type { PasswordHasher } from '../../lib/passwords.ts';
import type { IssuedSession } from '../../lib/session-cookies.ts';
import { hashAccessToken, newAccessToken } from '../../lib/tokens.ts';
import type { AuthRepository } from './auth.repository.ts';
import { presentSession } from './auth.presenter.ts';

/** Token lifetimes of decisions.md: 30 days with "remember me", else 12 hours. */
export const SESSION_TTL_MS = 12 * 60 * 60 * 1000;
export const REMEMBERED_SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Sign-in limit of decisions.md: 5 failures per email per 15 minutes, then 429. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export interface AuthContext {
  user: UserRow;
  session: SessionRow;
}

/** A new session: the answer of spec section 3 and what the cookies need. */
export interface SignedIn {
  data: SessionData;
  issued: IssuedSession;
}

export interface AuthServiceDeps {
  repository: AuthRepository;
  passwords: PasswordHasher;
  now: () => Date;
}

const credentialsFailed = () => HttpError.validation({ email: [{ id: authMessageIds.failed }] });

export function createAuthService({ repository, passwords, now }: AuthServiceDeps) {
  // Verified against when the email is unknown, so both failures take one argon2 verify.
  let dummyHash: Promise<string> | undefined;
  const dummy = () => (dummyHash ??= passwords.hash(randomBytes(16).toString('base64url')));

  /** 429 while the email has used up its failures; the message says how long to wait. */
  async function refuseWhileLimited(email: string, at: Date): Promise<void> {
    const failures = await repository.recentFailures(email, new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS));
    if (failures.length < MAX_LOGIN_FAILURES) return;
    // The limit lifts when enough of the counted failures have left the window.
    const freeing = failures[failures.length - MAX_LOGIN_FAILURES];
    const waitMs = (freeing?.getTime() ?? at.getTime()) + LOGIN_FAILURE_WINDOW_MS - at.getTime();
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw new HttpError(429, { id: errorMessageIds.tooManyRequests, values: { minutes } });
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

    /** Signs in; wrong email and wrong password fail alike, in answer and in time. */
    async login(
      input: Required<Pick<LoginRequest, 'email' | 'password'>> & { remember_me: boolean },
      ip?: string,
    ): Promise<SignedIn> {
      const email = input.email.trim().toLowerCase();
      const at = now();
      await refuseWhileLimited(email, at);
      const user = await repository.findUserByEmail(email);
      // An account without a password (made by Google sign-in) fails like an unknown one.
      const passwordOk = await passwords.verify(user?.passwordHash ?? (await dummy()), input.password);
      if (!user || !passwordOk) {
        await repository.recordFailure(email, ip, at, new Date(at.getTime() - LOGIN_FAILURE_WINDOW_MS));
        throw credentialsFailed();
      }
      await repository.clearFailures(email);
      // Only someone who knows the password learns that the account is inactive.
      if (user.status !== 'active') throw HttpError.validation({ email: [{ id: authMessageIds.inactive }] });

      return issueSession(user, input.remember_me);
    },

    /** The user behind a bearer token, or null when it is unknown, expired or revoked. */
    async authenticate(token: string): Promise<AuthContext | null> {
      const at = now();
      const found = await repository.findLiveSession(hashAccessToken(token), at);
      if (!found || found.user.status !== 'active') return null;
      await repository.touchSession(found.session.id, at);
      return found;
    },

    async logout(context: AuthContext): Promise<void> {
      await repository.revokeSession(context.session.id, now());
    },

    /** Warms the dummy hash at startup so the first unknown-email sign-in is not faster. */
    warmUp: () => dummy().then(() => undefined),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
