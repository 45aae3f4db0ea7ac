import type * as ValidationModule from './validation.ts';

/** The client's own checks (`validation.ts`): one module, fetched once, on first need. */
export type Validation = typeof ValidationModule;

let loading: Promise<Validation> | null = null;

/**
 * Loads the stored-session and error-body checks (zod and the contract's schemas they use).
 * Called by the client on the first error answer and by `SessionStore.read()` when a session is
 * stored; an app may call it earlier, on a sign of intent (the first focus in the sign-in form),
 * so that answering does not wait on it. A failed load is forgotten: the next call tries again.
 */
export function loadValidation(): Promise<Validation> {
  if (loading) return loading;
  loading = import('./validation.ts').then(
    // A bundler's preload-error handler may swallow the failure and resolve nothing (Vite's
    // `vite:preloadError` when the app reloads instead): still a failure to load.
    (validation: Validation | undefined) => {
      if (!validation) throw new Error('The API client could not load its checks');
      return validation;
    },
  );
  loading.catch(() => {
    loading = null; // the next call tries again
  });
  return loading;
}
