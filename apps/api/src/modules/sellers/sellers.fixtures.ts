import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../../test/app.ts';
import { bearer, createTeam, signIn, uniqueEmail } from '../../../test/fixtures.ts';
import { locationOf } from '../reviews/reviews.inbox.fixtures.ts';

/** A JSON call as a signed-in user, in a language (English by default). */
export function caller(app: FastifyInstance) {
  return async (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: unknown, locale = 'en') => {
    const response = await app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...bearer(token), 'accept-language': locale },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

/** The temporary password of the latest initial-password email in a body of the outbox. */
export function emailedPassword(bodyText: string): string {
  const password = /Temporary password\W+([A-Za-z0-9]{14})\b/.exec(bodyText)?.[1];
  if (!password) throw new Error(`no password in: ${bodyText}`);
  return password;
}

/** A valid seller form at `locationId` with a new email; `overrides` replace any field. */
const sellerForm = (locationId: string, overrides: Record<string, unknown> = {}) => ({
  first_name: 'Léa',
  last_name: 'Martin',
  email: uniqueEmail('lea'),
  location_ids: [locationId],
  status: 'active',
  ...overrides,
});

/**
 * The sellers routes' tests' world, on a fresh app: an organization whose owner, manager and
 * seller are signed in (the manager and `team.seller` share `managerLocation`; `otherLocation`
 * has only `team.otherSeller`), a foreign organization, and a valid seller form at
 * `managerLocation` (`newSeller`).
 */
export async function sellersWorld() {
  const t = await createTestApp();
  const team = await createTeam(t.database.db, 'Org sellers');
  const foreign = await createTeam(t.database.db, 'Org foreign');
  const [owner, manager, seller] = await Promise.all([
    signIn(t.app, team.owner.email),
    signIn(t.app, team.manager.email),
    signIn(t.app, team.seller.email),
  ]);
  const managerLocation = await locationOf(t.database.db, team.seller.id);
  const otherLocation = await locationOf(t.database.db, team.otherSeller.id);
  return {
    t,
    call: caller(t.app),
    team,
    foreign,
    owner,
    manager,
    seller,
    managerLocation,
    otherLocation,
    newSeller: (overrides: Record<string, unknown> = {}) => sellerForm(managerLocation, overrides),
    /** The first location a user is tied to. */
    locationOf: (userId: string) => locationOf(t.database.db, userId),
  };
}
export type SellersWorld = Awaited<ReturnType<typeof sellersWorld>>;
