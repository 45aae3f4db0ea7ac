import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createLocation, createTeam, createUser, outboxFor, settle, signIn } from '../../../test/fixtures.ts';
import { reviews, userLocations } from '../../db/schema/index.ts';
import { collectingTeam, formPost, reviewsAt } from '../publicReviews/publicReviews.fixtures.ts';
import { reviewAlertJob } from './reviews.alerts.ts';

let t: TestApp;
let link: Awaited<ReturnType<typeof collectingTeam>>;
/** Everyone who must hear nothing: a manager of another location, another organization's owner, the seller. */
let bystanders: string[];
/** A manager of the location who switched alerts off in Settings. */
let quiet: string;
/** A review left on the public form by a customer. */
async function submit(rating: number, comment: string, first_name = 'Paul') {
  const post = formPost({ rating: String(rating), comment, first_name, last_name: 'Martin', email: 'p@example.test' });
  const response = await t.app.inject({
    method: 'POST',
    url: `/reviews/${link.locationId}/${link.sellerCode}`,
    ...post,
  });
  expect(response.statusCode).toBe(303);
}

const alertsTo = async (email: string) =>
  (await outboxFor(t.app, email)).filter((mail) => mail.template === 'lowRatingAlert');

beforeAll(async () => {
  // Every customer posts from the test's one address: the form's hourly limit scaled out of the way.
  t = await createTestApp({ rateLimitScale: 10 });
  const db = t.database.db;
  link = await collectingTeam(db, 'Alerts');
  const { organizationId } = link.team;
  const elsewhere = await createUser(db, { organizationId, role: 'manager' });
  await createLocation(db, organizationId, [elsewhere.id]);
  const foreign = await createTeam(db, 'Alerts elsewhere');
  const off = await createUser(db, { organizationId, role: 'manager' });
  await db.insert(userLocations).values({ userId: off.id, locationId: link.locationId, organizationId });
  quiet = off.email;
  bystanders = [elsewhere.email, foreign.owner.email, foreign.manager.email, link.team.seller.email, quiet];

  // The switch, as Settings turns it: off for one manager, and read back.
  const token = await signIn(t.app, quiet);
  const put = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/manager/review-alerts',
    headers: bearer(token),
    payload: { enabled: false },
  });
  expect(put.statusCode).toBe(200);
  expect(put.json()).toMatchObject({ data: { enabled: false } });
});
afterAll(() => t?.close());

describe('low-rating alerts', () => {
  it('should be on by default and switch per user', async () => {
    const get = (token: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/manager/review-alerts', headers: bearer(token) });
    expect((await get(await signIn(t.app, link.team.manager.email))).json()).toEqual({ data: { enabled: true } });
    expect((await get(await signIn(t.app, quiet))).json()).toEqual({ data: { enabled: false } });
    expect((await get(await signIn(t.app, link.team.seller.email))).statusCode).toBe(403);
  });

  it('should email the owner and the location’s managers once for a 2-star form review, with its words and a link', async () => {
    await submit(2, 'Une heure d’attente et la vendeuse était désagréable.', 'Hugo');
    for (const email of [link.team.owner.email, link.team.manager.email]) {
      const [alert, ...more] = await alertsTo(email);
      expect(more).toEqual([]);
      expect(alert?.subject).toMatch(/2/);
      expect(alert?.subject).toContain('Boulangerie du Port');
      expect(alert?.body_text).toContain('Une heure d’attente et la vendeuse était désagréable.');
      expect(alert?.body_text).toContain('Hugo Martin');
      expect(alert?.body_text).toContain('http://starcrew.test/manager/reviews?ratings=2&search=Hugo+Martin');
    }
    for (const email of bystanders) expect(await alertsTo(email)).toEqual([]);

    // Exactly once: the job run again (a retry, a second queueing) sends nothing more.
    const [stored] = (await reviewsAt(t.database.db, link.locationId)).filter((r) => r.rating === 2);
    expect(stored?.alertedAt).toBeInstanceOf(Date);
    await t.app.jobs.send(reviewAlertJob, { reviewId: stored!.id });
    await settle(t.app);
    expect(await alertsTo(link.team.manager.email)).toHaveLength(1);
  });

  it('should say nothing of 3 stars or more', async () => {
    for (const rating of [3, 4, 5]) await submit(rating, 'Correct, sans plus.');
    expect(await alertsTo(link.team.manager.email)).toHaveLength(1);
    expect(await alertsTo(link.team.owner.email)).toHaveLength(1);
  });

  it('should send 1 star too, and nothing once the manager switches it off', async () => {
    await submit(1, 'Pain rassis.');
    expect(await alertsTo(link.team.manager.email)).toHaveLength(2);
    const token = await signIn(t.app, link.team.manager.email);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/manager/review-alerts',
      headers: bearer(token),
      payload: { enabled: false },
    });
    await submit(1, 'Toujours rassis.');
    expect(await alertsTo(link.team.manager.email)).toHaveLength(2);
    expect(await alertsTo(link.team.owner.email)).toHaveLength(3);
  });
});

describe('low-rating alerts when mail fails', () => {
  let failing: TestApp;
  afterAll(() => failing?.close());

  it('should keep the review and the customer’s thanks, and retry the email', async () => {
    let fail = true;
    const sent: string[] = [];
    failing = await createTestApp({
      mailer: {
        async send(message) {
          if (fail && message.template === 'lowRatingAlert') throw new Error('SMTP down');
          sent.push(`${message.template} ${message.to}`);
          return { id: String(sent.length) };
        },
      },
    });
    const db = failing.database.db;
    const team = await collectingTeam(db, 'Alerts failing');
    const response = await failing.app.inject({
      method: 'POST',
      url: `/reviews/${team.locationId}/${team.sellerCode}`,
      ...formPost({ rating: '1', comment: 'Froid.', first_name: 'Léa', last_name: 'B', email: 'l@example.test' }),
    });
    expect(response.statusCode).toBe(303);
    await failing.app.jobs.drain();
    expect(await reviewsAt(db, team.locationId)).toHaveLength(1);
    expect(sent).toEqual([]);
    fail = false;
    await failing.app.jobs.drain({ includeDelayed: true });
    expect(sent.sort()).toEqual(
      [`lowRatingAlert ${team.team.owner.email}`, `lowRatingAlert ${team.team.manager.email}`].sort(),
    );
    const [row] = await db.select().from(reviews).where(eq(reviews.locationId, team.locationId));
    expect(row?.alertedAt).toBeInstanceOf(Date);
  });
});
