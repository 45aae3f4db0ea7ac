import { authMessageIds } from '@starcrew/contract';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AuditLog } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { limits, type RateLimiter } from '../../lib/rate-limit.ts';
import type { AccountsRepository } from '../accounts/accounts.repository.ts';
import type { AuthService, SignedIn } from './auth.service.ts';

/** The issuers Google documents for its ID tokens (both forms occur). */
export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

export interface GoogleConfig {
  clientId: string;
  /** Google's published keys, or a loopback JWKS server in tests. */
  jwksUrl: string;
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  givenName: string;
  familyName: string;
  picture: string | undefined;
}

const invalid = () => new HttpError(401, { id: authMessageIds.googleInvalid });

/**
 * Verifies a Google ID token as Google's documentation says: RS256 signature against the
 * published keys (fetched and cached by jose, refetched on an unknown key id), issuer,
 * audience = our client id, expiry (and not-before) with a minute of clock skew, and
 * `email_verified` true. Anything else is a 401.
 */
export function createGoogleVerifier(config: GoogleConfig, options: { keys?: JWTVerifyGetKey; now?: () => Date } = {}) {
  const keys = options.keys ?? createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: 5_000 });
  return async function verify(idToken: string): Promise<GoogleIdentity> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        issuer: GOOGLE_ISSUERS,
        audience: config.clientId,
        algorithms: ['RS256'],
        clockTolerance: 60,
        requiredClaims: ['sub', 'exp', 'iat'],
        ...(options.now ? { currentDate: options.now() } : {}),
      }));
    } catch {
      throw invalid();
    }
    const { sub, email, email_verified: verified } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string' || !email.includes('@')) throw invalid();
    // Google sends a boolean; older tokens carried the string "true".
    if (verified !== true && verified !== 'true') throw new HttpError(401, { id: authMessageIds.googleUnverified });
    const text = (value: unknown, fallback: string) =>
      typeof value === 'string' && value.trim() ? value.trim().slice(0, 50) : fallback;
    const localPart = email.split('@')[0] ?? '';
    return {
      sub,
      email: email.trim().toLowerCase(),
      givenName: text(payload.given_name, text(payload.name, localPart || 'Google')),
      familyName: text(payload.family_name, ''),
      picture:
        typeof payload.picture === 'string' && payload.picture.startsWith('https://') ? payload.picture : undefined,
    };
  };
}

export type GoogleVerifier = ReturnType<typeof createGoogleVerifier>;

export interface GoogleSignInDeps {
  verify: GoogleVerifier;
  repository: AccountsRepository;
  auth: AuthService;
  audit: AuditLog;
  limiter: RateLimiter;
  now: () => Date;
}

/**
 * `POST /v1/login-with-google`: the account linked to this Google account, else the account
 * with its (Google-verified) email, which gets linked; else a new organization with this
 * person as its owner, as registering does, email already verified.
 */
export function createGoogleSignIn(deps: GoogleSignInDeps) {
  return async function signIn(idToken: string, context: { ip: string; locale: 'en' | 'fr' }): Promise<SignedIn> {
    await deps.limiter.enforce(`google:ip:${context.ip}`, limits.googlePerIp);
    const identity = await deps.verify(idToken);
    const at = deps.now();
    let user =
      (await deps.repository.findUserByGoogleSub(identity.sub)) ?? (await deps.auth.findUserByEmail(identity.email));
    let action = 'auth.google_login';
    if (user) {
      // The email belongs to an account already linked to another Google account.
      if (user.googleSub && user.googleSub !== identity.sub)
        throw new HttpError(401, { id: authMessageIds.googleInvalid });
      if (user.status !== 'active') throw new HttpError(401, { id: authMessageIds.inactive });
      if (!user.googleSub || !user.emailVerifiedAt) {
        user = await deps.repository.updateUser(user.id, {
          googleSub: identity.sub,
          emailVerifiedAt: user.emailVerifiedAt ?? at,
          image: user.image ?? identity.picture ?? null,
        });
        action = 'auth.google_linked';
      }
    } else {
      user = await deps.repository.createOrganizationWithOwner({
        organizationName: `${identity.givenName} ${identity.familyName}`.trim(),
        owner: {
          email: identity.email,
          passwordHash: null,
          googleSub: identity.sub,
          firstName: identity.givenName,
          lastName: identity.familyName,
          image: identity.picture ?? null,
          locale: context.locale,
          emailVerifiedAt: at,
          isPasswordUpdated: true,
        },
      });
      action = 'auth.registered_with_google';
    }
    await deps.audit.record({
      organizationId: user.organizationId,
      actorUserId: user.id,
      action,
      subjectType: 'user',
      subjectId: user.id,
      ip: context.ip,
    });
    return deps.auth.issueSession(user, false);
  };
}
