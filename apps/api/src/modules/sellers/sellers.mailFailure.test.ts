import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, signIn, uniqueEmail, type Team } from '../../../test/fixtures.ts';
import { userLocations, users } from '../../db/schema/index.ts';
import { caller } from './sellers.fixtures.ts';

/** When the email cannot be sent, nobody is created and the answer is the spec's message. */
let t: TestApp;
let team: Team;

beforeAll(async () => {
  t = await createTestApp({
    mailer: {
      send: () => Promise.reject(new Error('SMTP is down')),
    },
  });
  team = await createTeam(t.database.db, 'Org mail down');
});
afterAll(() => t.close());

describe('a creation whose email fails', () => {
  it('should answer "An error occurred while creating the seller" (en, fr) and leave no seller or manager behind', async () => {
    const call = caller(t.app);
    const token = await signIn(t.app, team.owner.email);
    const [tie] = await t.database.db.select().from(userLocations).where(eq(userLocations.userId, team.seller.id));
    const email = uniqueEmail('lost');
    const input = { first_name: 'Léa', last_name: 'Martin', email, location_ids: [tie!.locationId] };
    const failed = await call('POST', '/manager/sellers', token, input);
    expect(failed.status).toBe(500);
    expect(failed.body.message).toBe('An error occurred while creating the seller. Please try again.');
    const french = await call('POST', '/manager/sellers', token, input, 'fr');
    expect(french.body.message).toBe('Une erreur est survenue lors de la création du vendeur. Veuillez réessayer.');

    const invited = await call('POST', '/super-manager/managers', token, input);
    expect(invited.status).toBe(500);
    expect(invited.body.message).toBe('An error occurred while creating the Manager. Please try again.');
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});
