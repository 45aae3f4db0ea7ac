import type { LoginRequest, Role, SessionData, User } from '@starcrew/contract';

/**
 * What a failed login leaves for the form. The api-client's `ApiError` satisfies it; the
 * machine cannot import it (machines know nothing of HTTP), so the shape is structural.
 */
export interface SessionError {
  readonly message: string;
  readonly kind?: string;
  readonly status?: number;
  /** Field path → first message, for the form's fields. */
  readonly flatFieldErrors?: Readonly<Record<string, string>>;
}

export interface SessionContext {
  readonly user: User | null;
  readonly token: string | null;
  readonly permissions: readonly string[];
  readonly roles: readonly Role[];
  readonly error: SessionError | null;
}

export type SessionEvent =
  | { type: 'session.login'; credentials: LoginRequest }
  | { type: 'session.authenticated'; data: SessionData }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  /** The server already ended the session (the account was deleted): clear it without calling logout. */
  | { type: 'session.ended' }
  | { type: 'session.userUpdated'; user: User }
  /** Check the stored session again, after its check could not be fetched (`unavailable`). */
  | { type: 'session.retry' };

/**
 * What `restoreSession` resolves with: the stored session, or null when there is none (or it
 * is no longer of the contract's shape). It rejects with a `network` error (`SessionError`'s
 * `kind`) when the stored session could not be checked, its code not fetched: the session may
 * be valid, so it is kept and the machine waits in `unavailable` for `session.retry`.
 */
export type StoredSession = SessionData | null;

/** What the logout call needs: the token being ended (the stored copy is already gone). */
export interface LogoutInput {
  token: string | null;
}
