import { isApiError, type ApiClient } from '@starcrew/api-client';
import { useCallback, useState } from 'react';
import { useServices } from '../../app/ServicesContext.tsx';

/** Where one account call stands, as its form shows it. */
export interface AccountCallState {
  isPending: boolean;
  /** The server's success message, shown until the next call. */
  success: string | undefined;
  /** 422: the first message of each field, keyed by the field's `name` (spec section 8). */
  fieldErrors: Readonly<Record<string, string>> | undefined;
}

const idle: AccountCallState = { isPending: false, success: undefined, fieldErrors: undefined };

/**
 * Runs an account call of `@starcrew/api-client` and keeps what its form shows: pending,
 * the server's message, and the 422 field errors (other failures are the client's toast). `run` resolves to the call's data, or
 * `undefined` when it failed, so screens stay thin.
 */
export function useAccountCall<A extends unknown[], T>(
  call: (api: ApiClient, ...args: A) => Promise<{ data: T; message: string | undefined }>,
) {
  const { api } = useServices();
  const [state, setState] = useState<AccountCallState>(idle);

  const run = useCallback(
    async (...args: A): Promise<{ data: T; message: string | undefined } | undefined> => {
      setState({ ...idle, isPending: true });
      try {
        const result = await call(api, ...args);
        setState({ ...idle, success: result.message });
        return result;
      } catch (error) {
        // Any other failure is the API client's error toast (spec section 8): said once, not here too.
        setState(
          isApiError(error) && error.kind === 'validation' ? { ...idle, fieldErrors: error.flatFieldErrors } : idle,
        );
        return undefined;
      }
    },
    [api, call],
  );

  const reset = useCallback(() => setState(idle), []);
  return { ...state, run, reset };
}
