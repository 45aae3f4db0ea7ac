import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An opaque access token: 32 random bytes, base64url (43 characters). */
export function newAccessToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256. A fast hash is enough for 256 random bits. */
export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** A 6-digit code (decisions.md), leading zeros kept. */
export function newNumericCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * What the database keeps of a short code: a keyed hash. A plain SHA-256 of 6 digits
 * would fall to a million guesses; without the server's secret the table reveals nothing.
 */
export function hashCode(secret: string, subject: string, code: string): string {
  return createHmac('sha256', secret).update(`${subject}:${code}`).digest('base64url');
}

/** Constant-time comparison of two strings (hashes, XSRF tokens). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A generated password that meets the rules (decisions.md): 14 characters, letters and digits. */
export function newPassword(): string {
  const letters = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const chars = Array.from({ length: 12 }, () => all[randomInt(all.length)]);
  chars.push(letters[randomInt(letters.length)], digits[randomInt(digits.length)]);
  // Shuffle so the guaranteed letter and digit are not always last.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
