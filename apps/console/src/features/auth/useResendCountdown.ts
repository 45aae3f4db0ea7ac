import { useCallback, useEffect, useState } from 'react';
import { markCodeSent, RESEND_SECONDS, resendSecondsLeft } from './otpTimer.ts';

export interface ResendCountdown {
  /** Seconds before the resend button works again; 0 when it does. */
  secondsLeft: number;
  /** Starts a new countdown, after a code was sent. */
  restart: () => void;
}

/** The verification screen's resend countdown, kept in `otpStoreData` so a reload does not reset it. */
export function useResendCountdown(): ResendCountdown {
  const [secondsLeft, setSecondsLeft] = useState(() => resendSecondsLeft());

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft(resendSecondsLeft()), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const restart = useCallback(() => {
    markCodeSent();
    setSecondsLeft(RESEND_SECONDS);
  }, []);

  return { secondsLeft, restart };
}
