import { randomBytes } from 'node:crypto';

/**
 * The fake's OAuth side: authorization codes, access tokens with an expiry, refresh tokens
 * that can be revoked, and an unsigned ID token carrying the email (the adapter only
 * decodes it, as Google's token endpoint is trusted over TLS).
 */
export class FakeGoogleOAuth {
  private readonly codes = new Map<string, { email: string; redirectUri: string; scope: string }>();
  private readonly access = new Map<string, { email: string; expiresAt: number }>();
  private readonly refresh = new Map<string, { email: string; revoked: boolean; scope: string }>();

  constructor(
    private readonly clientId: string,
    private readonly now: () => number,
  ) {}

  issueCode(email: string, redirectUri: string, scope: string): string {
    const code = `4/0A${token()}`;
    this.codes.set(code, { email, redirectUri, scope });
    return code;
  }

  /** Tokens for a user without going through the consent redirect. */
  issueTokens(email: string, expiresInSec = 3599, scope = GRANTED_SCOPE) {
    const refreshToken = `1//0g${token()}`;
    this.refresh.set(refreshToken, { email, revoked: false, scope });
    return { ...this.newAccess(email, expiresInSec), refreshToken };
  }

  /** The authorization_code grant; null when the code is unknown, used or for another redirect. */
  exchange(code: string, redirectUri: string) {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    if (!entry || entry.redirectUri !== redirectUri) return null;
    const tokens = this.issueTokens(entry.email, 3599, entry.scope);
    return { ...tokens, scope: entry.scope, idToken: this.idToken(entry.email) };
  }

  /** The refresh_token grant; null when the token is unknown or revoked. */
  refreshAccess(refreshToken: string) {
    const entry = this.refresh.get(refreshToken);
    if (!entry || entry.revoked) return null;
    return { ...this.newAccess(entry.email, 3599), scope: entry.scope };
  }

  /** The user behind a bearer token, or null when it is unknown or expired. */
  authenticate(authorization: string | undefined): string | null {
    const match = /^Bearer (.+)$/.exec(authorization ?? '');
    const entry = match ? this.access.get(match[1]!) : undefined;
    if (!entry || entry.expiresAt <= this.now()) return null;
    return entry.email;
  }

  expireAccessTokens(): void {
    for (const entry of this.access.values()) entry.expiresAt = 0;
  }

  revoke(email: string): void {
    for (const entry of this.refresh.values()) if (entry.email === email) entry.revoked = true;
    for (const entry of this.access.values()) if (entry.email === email) entry.expiresAt = 0;
  }

  private newAccess(email: string, expiresInSec: number) {
    const accessToken = `ya29.${token()}`;
    this.access.set(accessToken, { email, expiresAt: this.now() + expiresInSec * 1000 });
    return { accessToken, expiresIn: expiresInSec };
  }

  private idToken(email: string): string {
    const header = { alg: 'RS256', typ: 'JWT' };
    const now = Math.floor(this.now() / 1000);
    const claims = {
      iss: 'https://accounts.google.com',
      aud: this.clientId,
      sub: token(),
      email,
      email_verified: true,
      iat: now,
      exp: now + 3600,
    };
    const encode = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    return `${encode(header)}.${encode(claims)}.${token()}`;
  }
}

// What Google reports after consent to `business.manage openid email`.
export const GRANTED_SCOPE =
  'https://www.googleapis.com/auth/business.manage openid https://www.googleapis.com/auth/userinfo.email';

function token(): string {
  return randomBytes(18).toString('base64url');
}
