import { describe, expect, it } from 'vitest';
import type { Role } from '@starcrew/contract';
import { routeByName } from '../routes/match.ts';
import { routeTable } from '../routes/routeTable.ts';
import { makeUser } from '../test/fixtures.ts';
import { checkRoute, guardRoute, type GuardSession } from './guardRoute.ts';

const both = [false, true] as const;
const roleSets: Role[][] = [
  [],
  ['super_manager'],
  ['manager'],
  ['seller'],
  ['super_manager', 'seller'],
  ['manager', 'seller'],
  ['super_manager', 'manager'],
  ['super_manager', 'manager', 'seller'],
];

/** Every combination of what the guard reads: 2 × 2 × 8 × 2⁴ = 512 sessions. */
function* allSessions(): Generator<GuardSession> {
  for (const isAuthenticated of both)
    for (const hasUser of both)
      for (const roles of roleSets)
        for (const verified of both)
          for (const token of both)
            for (const billing of both)
              for (const passwordUpdated of both) {
                const user = makeUser({
                  email_verified_at: verified ? '2025-01-01T00:00:00.000Z' : null,
                  business_profile_token: token,
                  is_password_updated: passwordUpdated,
                  ...(billing ? {} : { billing_info: null }),
                });
                yield { isAuthenticated, roles, user: hasUser ? user : null };
              }
}

const describeSession = (s: GuardSession) =>
  JSON.stringify({ ...s, user: s.user && { ...s.user, billing_info: !!s.user.billing_info } });

describe('guardRoute loops', () => {
  it('should allow every redirect target for the same session, over all routes and sessions', () => {
    for (const session of allSessions()) {
      for (const route of routeTable) {
        const result = guardRoute(route, session);
        if (result.kind === 'allow') continue;
        const again = guardRoute(routeByName(result.to), session);
        expect(again, `${route.name} → ${result.to} for ${describeSession(session)}`).toEqual({ kind: 'allow' });
      }
    }
  });

  it('should never cycle through single steps either', () => {
    for (const session of allSessions()) {
      for (const route of routeTable) {
        const seen = new Set<string>([route.name]);
        let result = checkRoute(route, session);
        while (result.kind === 'redirect') {
          expect(seen.has(result.to), `${route.name} cycles via ${result.to} for ${describeSession(session)}`).toBe(
            false,
          );
          seen.add(result.to);
          result = checkRoute(routeByName(result.to), session);
        }
      }
    }
  });
});
