import { createHash, randomBytes } from 'node:crypto';

/** An opaque access token: 32 random bytes, base64url (43 characters). */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256. A fast hash is enough for 256 random bits. */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
