import type { GuardSession } from '@starcrew/machines';
import { waitFor } from 'xstate';
import type { Services } from './services.ts';

type SessionActor = Services['session'];

/** Resolves once the stored session has been read. */
export async function waitForSession(session: SessionActor): Promise<void> {
  await waitFor(session, (snapshot) => !snapshot.matches('restoring'));
}

/** What the route guard needs to know of the session, read from the machine. */
export function toGuardSession(session: SessionActor): GuardSession {
  const snapshot = session.getSnapshot();
  const { user, roles } = snapshot.context;
  return { user, roles, isAuthenticated: snapshot.matches('loggedIn') && user !== null };
}
