import type { ApiError } from '@starcrew/api-client';
import { formatLoaded, isLocale, type Locale } from '@starcrew/i18n';
import { toastQueue } from '@starcrew/ui';
import { defineMessages } from 'react-intl';

/**
 * The three texts of spec section 8 that the client writes itself (the server's own messages
 * come already translated, by Accept-Language). Declared here so the catalogues carry them.
 */
export const errorToastMessages = defineMessages({
  unexpected: { id: 'errors.toast.unexpected', defaultMessage: 'An unexpected error occurred.' },
  network: { id: 'errors.toast.network', defaultMessage: 'Connection error: Unable to reach the server.' },
  unauthorized: { id: 'errors.toast.unauthorized', defaultMessage: 'Please login to continue' },
});

/** The page's language: LocaleProvider keeps `<html lang>` in step with the chosen locale. */
function pageLocale(): Locale {
  const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return isLocale(lang) ? lang : 'en';
}

/** The toast's text: ours for network failures and 401, else the server's message or ours. */
export function errorToastText(error: Pick<ApiError, 'kind' | 'message'>, locale: Locale = pageLocale()): string {
  // From the loaded catalogue only: `translate` would bundle both languages into the console.
  const say = (id: keyof typeof errorToastMessages) => formatLoaded(locale, errorToastMessages[id]);
  if (error.kind === 'network') return say('network');
  if (error.kind === 'unauthorized') return say('unauthorized');
  // The client falls back to the English text when the server sent none.
  if (error.message === errorToastMessages.unexpected.defaultMessage) return say('unexpected');
  return error.message;
}

/**
 * The API client's `onError` (every failure but a 422, spec section 8): one error toast.
 * Screens never show these errors themselves, so nothing is said twice (docs/decisions.md).
 */
export function showErrorToast(_message: string, error: ApiError): void {
  toastQueue.add({ tone: 'error', title: errorToastText(error) });
}
