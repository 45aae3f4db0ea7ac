import { useMemo } from 'react';
import { UNSTABLE_ToastQueue as AriaToastQueue, type ToastOptions as AriaToastOptions } from 'react-aria-components';
import type { FeedbackTone } from '../../internal/ToneIcon.tsx';
import { duration } from '../../tokens/tokens.ts';

/** Spec section 9: toasts close themselves after 5000 ms (paused while hovered or focused). */
export const TOAST_TIMEOUT_MS = Number.parseInt(duration.toast, 10);

/** What a toast says. */
export interface ToastContent {
  /** The kind of message; spec section 8 shows the server's errors as `error` toasts. */
  tone: FeedbackTone;
  /** The message itself: the server's message, or "An unexpected error occurred." */
  title: string;
  /** An optional second line. */
  description?: string;
}

export interface ToastOptions extends AriaToastOptions {
  /**
   * Milliseconds before the toast closes itself; `0` keeps it until closed.
   * @default 5000
   */
  timeout?: number;
}

/** react-aria's queue with the spec's timeout as the default for every toast. */
class ToastQueue extends AriaToastQueue<ToastContent> {
  override add(content: ToastContent, options: ToastOptions = {}) {
    return super.add(content, { timeout: TOAST_TIMEOUT_MS, ...options });
  }
}

/**
 * The app's one toast queue. Outside React (the API client's error handler) add to it
 * directly: `toastQueue.add({ tone: 'error', title: message })`. Four show at once; the
 * others wait their turn.
 */
export const toastQueue = new ToastQueue({ maxVisibleToasts: 4 });

type Say = (title: string, description?: string, options?: ToastOptions) => string;

export interface ToastApi {
  /** Shows a toast and returns its key, for `close`. */
  add: (content: ToastContent, options?: ToastOptions) => string;
  /** Closes a toast before its timeout. */
  close: (key: string) => void;
  error: Say;
  warning: Say;
  success: Say;
  info: Say;
}

const forTone =
  (tone: FeedbackTone): Say =>
  (title, description, options) =>
    toastQueue.add({ tone, title, description }, options);

const api: ToastApi = {
  add: (content, options) => toastQueue.add(content, options),
  close: (key) => toastQueue.close(key),
  error: forTone('error'),
  warning: forTone('warning'),
  success: forTone('success'),
  info: forTone('info'),
};

/** Shows toasts from components: `const toast = useToast(); toast.success('Seller created')`. */
export function useToast(): ToastApi {
  return useMemo(() => api, []);
}
