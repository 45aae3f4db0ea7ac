import { isApiError } from '@starcrew/api-client';
import { useState, type FormEvent } from 'react';

export interface FormSubmit {
  /** The form's `onSubmit`: reads its fields, runs the call, keeps the 422 answer. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** True while the call runs: the submit button shows it and cannot be pressed twice. */
  isPending: boolean;
  /** The server's 422 messages, field name → first message, for `Form`'s `validationErrors`. */
  fieldErrors: Readonly<Record<string, string>> | undefined;
}

/**
 * Submits an uncontrolled form through an API call. A 422 lands on the form's fields; every
 * other failure was already shown as a toast by the API client, so it is not shown again
 * here (docs/decisions.md). The form is never reset on failure: what was typed stays.
 */
export function useFormSubmit<T>(call: (data: FormData) => Promise<T>, onSuccess: (result: T) => void): FormSubmit {
  const [isPending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setFieldErrors(undefined);
    call(data)
      .then(onSuccess, (error: unknown) => {
        if (isApiError(error) && error.kind === 'validation') setFieldErrors(error.flatFieldErrors);
        else if (!isApiError(error)) throw error;
      })
      .finally(() => setPending(false));
  };

  return { onSubmit, isPending, fieldErrors };
}

/** A form field's text (FormData holds strings for text inputs). */
export const textOf = (data: FormData, name: string): string => String(data.get(name) ?? '');
