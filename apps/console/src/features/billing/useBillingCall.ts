import { isApiError, type ApiError } from '@starcrew/api-client';
import { useCallback, useState } from 'react';

/**
 * One call of a billing form: pending while it runs, the 422's first message per field for
 * the form (the API client toasts every other failure, spec section 8).
 */
export function useBillingCall() {
  const [isPending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<T | undefined> => {
    setPending(true);
    setFieldErrors({});
    try {
      return await call();
    } catch (error) {
      if (isApiError(error) && (error as ApiError).kind === 'validation') {
        setFieldErrors({ ...(error as ApiError).flatFieldErrors });
      }
      return undefined;
    } finally {
      setPending(false);
    }
  }, []);
  return { isPending, fieldErrors, setFieldErrors, run };
}
