import { isApiError, type ApiClient, type FieldErrorTree } from '@starcrew/api-client';
import { useCallback, useState, type FormEvent } from 'react';
import { useServices } from './ServicesContext.tsx';

/** Where a form's call stands, as the form shows it (spec section 8). */
export interface MutationState {
  /** True while the call runs: the submit button shows it and cannot be pressed twice. */
  isPending: boolean;
  /** 422: the first message of each field, keyed by the field's dotted `name` (for `Form`'s `validationErrors`). */
  fieldErrors: Readonly<Record<string, string>> | undefined;
  /** The same messages with dotted keys nested (`billing_info.email` → `{ billing_info: { email } }`). */
  fieldErrorTree: FieldErrorTree | undefined;
  /** The server's success message of the last call that answered one, shown until the next call. */
  success: string | undefined;
}

const idle: MutationState = {
  isPending: false,
  fieldErrors: undefined,
  fieldErrorTree: undefined,
  success: undefined,
};

const messageOf = (result: unknown): string | undefined =>
  typeof result === 'object' && result !== null && typeof (result as { message?: unknown }).message === 'string'
    ? (result as { message: string }).message
    : undefined;

/**
 * The console's one way to write (docs/decisions.md): runs a call of `@starcrew/api-client`
 * and keeps what its form shows. A 422 lands on the form's fields; every other failure is
 * already the API client's error toast (spec section 8), so it is not said again here, and
 * `run` resolves to `undefined`. Errors that are not the API's (a bug) are rethrown. What was
 * typed is never reset on failure.
 */
export function useMutation<A extends unknown[], T>(call: (...args: A) => Promise<T>) {
  const [state, setState] = useState<MutationState>(idle);

  const run = useCallback(
    async (...args: A): Promise<T | undefined> => {
      setState({ ...idle, isPending: true });
      try {
        const result = await call(...args);
        setState({ ...idle, success: messageOf(result) });
        return result;
      } catch (error) {
        if (!isApiError(error)) {
          setState(idle);
          throw error;
        }
        setState(
          error.kind === 'validation'
            ? { ...idle, fieldErrors: error.flatFieldErrors, fieldErrorTree: error.fieldErrors }
            : idle,
        );
        return undefined;
      }
    },
    [call],
  );

  const reset = useCallback(() => setState(idle), []);
  return { ...state, run, reset };
}

/**
 * `useMutation` for an uncontrolled form: `onSubmit` reads its fields and runs the call;
 * `onSuccess` gets the answer.
 */
export function useFormMutation<T>(call: (data: FormData) => Promise<T>, onSuccess: (result: T) => void) {
  const mutation = useMutation(async (data: FormData) => ({ value: await call(data) }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void mutation.run(new FormData(event.currentTarget)).then((outcome) => outcome && onSuccess(outcome.value));
  };
  return { onSubmit, isPending: mutation.isPending, fieldErrors: mutation.fieldErrors };
}

/** A form field's text (FormData holds strings for text inputs). */
export const textOf = (data: FormData, name: string): string => String(data.get(name) ?? '');

/** `useMutation` for a call of `@starcrew/api-client` that takes the client first (`updateProfile(api, …)`). */
export function useApiMutation<A extends unknown[], T>(call: (api: ApiClient, ...args: A) => Promise<T>) {
  const { api } = useServices();
  return useMutation(useCallback((...args: A) => call(api, ...args), [api, call]));
}
