import { afterEach, describe, expect, it } from 'vitest';
import { markCodeSent, resendSecondsLeft } from './otpTimer.ts';

describe('resend countdown', () => {
  afterEach(() => localStorage.clear());

  it('should allow a new code at once when none was sent from this browser', () => {
    expect(resendSecondsLeft()).toBe(0);
  });

  it('should count 60 seconds from the last code, kept under otpStoreData', () => {
    markCodeSent(1_000_000);
    expect(JSON.parse(localStorage.getItem('otpStoreData') ?? 'null')).toEqual({ sentAt: 1_000_000 });
    expect(resendSecondsLeft(1_000_000)).toBe(60);
    expect(resendSecondsLeft(1_000_000 + 59_500)).toBe(1);
    expect(resendSecondsLeft(1_000_000 + 60_000)).toBe(0);
  });
});
