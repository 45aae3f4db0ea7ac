import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../lib/tokens.ts';

/** How long a consent round trip may take. */
export const STATE_LIFETIME_MS = 15 * 60_000;

const sign = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`business-profile-state:${payload}`).digest('base64url');

/**
 * The OAuth `state`: which user asked, until when, and a nonce, signed with the server
 * secret. Stateless, so any instance can check the redirect (architecture: no memory state).
 */
export function createState(secret: string, userId: string, now: Date): string {
  const payload = Buffer.from(
    JSON.stringify({ u: userId, e: now.getTime() + STATE_LIFETIME_MS, n: randomBytes(8).toString('base64url') }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** Whether the state was made by this server for this user, and is still fresh. */
export function isValidState(secret: string, state: string, userId: string, now: Date): boolean {
  const [payload, signature] = state.split('.');
  if (!payload || !signature || !safeEqual(signature, sign(secret, payload))) return false;
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; e?: unknown };
    return parsed.u === userId && typeof parsed.e === 'number' && parsed.e > now.getTime();
  } catch {
    return false;
  }
}
