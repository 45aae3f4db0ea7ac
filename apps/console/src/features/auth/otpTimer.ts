import { createSessionStore } from '@starcrew/api-client';

/** Seconds between two codes: the server's resend-otp answers 429 sooner (decisions.md). */
export const RESEND_SECONDS = 60;

/** What the verification screen keeps under `otpStoreData` (spec section 3). */
interface OtpData {
  /** When the last code was sent, in ms since the epoch. */
  sentAt: number;
}

const store = () => createSessionStore(window.localStorage);

/** Records that a code was just sent (registration, resend), so the countdown survives a reload. */
export function markCodeSent(now = Date.now()): void {
  store().setOtpData({ sentAt: now } satisfies OtpData);
}

/** Seconds left before another code may be asked for; 0 when none was sent from this browser. */
export function resendSecondsLeft(now = Date.now()): number {
  const data = store().otpData() as Partial<OtpData> | null;
  if (typeof data?.sentAt !== 'number') return 0;
  const left = Math.ceil((data.sentAt + RESEND_SECONDS * 1000 - now) / 1000);
  return Math.min(RESEND_SECONDS, Math.max(0, left));
}
