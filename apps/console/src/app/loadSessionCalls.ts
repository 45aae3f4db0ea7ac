import { loadValidation } from '@starcrew/api-client';
import type * as SessionCallsModule from './sessionCalls.ts';

export type SessionCalls = typeof SessionCallsModule;

let loading: Promise<SessionCalls> | null = null;
let loaded: SessionCalls | null = null;

/** The session's calls if they have loaded already, for what must answer at once; null before. */
export function loadedSessionCalls(): SessionCalls | null {
  return loaded;
}

/**
 * The session's calls (`sessionCalls.ts`), fetched once; with them, the client's own checks (the
 * error bodies a failed sign-in answers, the stored session), so a submit waits on neither.
 * A failed fetch is forgotten: the next call tries again.
 */
export function loadSessionCalls(): Promise<SessionCalls> {
  if (loading) return loading;
  loading = Promise.all([import('./sessionCalls.ts'), loadValidation()]).then(
    // Vite resolves nothing when its preload-error handler reloads the page (preloadError.ts).
    ([calls]: [SessionCalls | undefined, unknown]) => {
      if (!calls) throw new Error('The session calls could not be loaded');
      loaded = calls;
      return calls;
    },
  );
  loading.catch(() => {
    loading = null; // the next call tries again
  });
  return loading;
}
