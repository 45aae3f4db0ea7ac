import type { SessionData } from '@starcrew/contract';

/** Writes a session where the console restores it from (spec section 3's local storage keys). */
export function storeSession(session: SessionData): void {
  localStorage.setItem('user', JSON.stringify(session.user));
  localStorage.setItem('token', session.access_token);
  localStorage.setItem('permissions', JSON.stringify(session.permissions));
  localStorage.setItem('roles', JSON.stringify(session.roles));
}
