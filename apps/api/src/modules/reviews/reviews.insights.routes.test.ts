import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, signIn, type Team } from '../../../test/fixtures.ts';
import { caller } from '../sellers/sellers.fixtures.ts';
import { addReview, locationOf } from './reviews.inbox.fixtures.ts';
import { reviewsAnalyseJob } from './reviews.jobs.ts';

let t: TestApp;
let team: Team;
let call: ReturnType<typeof caller>;
let owner: string;
let manager: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  const db = t.database.db;
  team = await createTeam(db, 'Org insights');
  const foreign = await createTeam(db, 'Org insights foreign');
  [owner, manager] = await Promise.all([signIn(t.app, team.owner.email), signIn(t.app, team.manager.email)]);
  const mine = await locationOf(db, team.manager.id);
  const other = await locationOf(db, team.otherSeller.id);
  const org = { organizationId: team.organizationId };
  ids.slow = await addReview(db, {
    ...org,
    locationId: mine,
    rating: 2,
    comment: 'Vingt minutes d’attente et la serveuse n’était pas aimable.',
  });
  ids.pricey = await addReview(db, {
    ...org,
    locationId: mine,
    rating: 3,
    comment: 'Good bread but far too expensive for what it is.',
  });
  ids.glowing = await addReview(db, {
    ...org,
    locationId: mine,
    rating: 5,
    comment: 'Spotless shop, lovely staff, the best croissants in town.',
  });
  ids.elsewhere = await addReview(db, { ...org, locationId: other, rating: 1, comment: 'Trop cher, et sale.' });
  ids.foreign = await addReview(db, {
    organizationId: foreign.organizationId,
    locationId: await locationOf(db, foreign.manager.id),
    rating: 1,
    comment: 'Prix exorbitants.',
  });
  // Stored before the analyser existed (the migration leaves these to the backfill job).
  ids.old = await addReview(db, {
    ...org,
    locationId: mine,
    rating: 1,
    comment: 'The toilets were filthy.',
    topics: [],
    sentiment: null,
  });
});
afterAll(() => t.close());

const list = async (token: string, query: string) => {
  const answer = await call('GET', `/manager/reviews?${query}`, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as { reviews: Array<{ id: string; topics: string[]; sentiment: string | null }> };
};
const idsOf = async (token: string, query: string) => (await list(token, query)).reviews.map((r) => r.id).sort();
const sorted = (...names: string[]) => names.map((name) => ids[name]!).sort();

describe('topic and sentiment tags in the inbox', () => {
  it('should show each review’s topics and sentiment, and null for one not analysed yet', async () => {
    const { reviews } = await list(owner, 'per_page=50');
    const byId = new Map(reviews.map((review) => [review.id, review]));
    expect(byId.get(ids.slow!)).toMatchObject({ topics: ['waiting_time', 'staff'], sentiment: 'negative' });
    expect(byId.get(ids.pricey!)).toMatchObject({ topics: ['price', 'product'], sentiment: 'neutral' });
    expect(byId.get(ids.glowing!)).toMatchObject({
      topics: ['cleanliness', 'staff', 'product'],
      sentiment: 'positive',
    });
    expect(byId.get(ids.old!)).toMatchObject({ topics: [], sentiment: null });
  });

  it('should filter by any of several topics and by sentiment, within the caller’s scope', async () => {
    expect(await idsOf(owner, 'topics=price')).toEqual(sorted('pricey', 'elsewhere'));
    expect(await idsOf(manager, 'topics=price')).toEqual(sorted('pricey'));
    expect(await idsOf(manager, 'topics=price,waiting_time')).toEqual(sorted('slow', 'pricey'));
    expect(await idsOf(owner, 'sentiment=negative')).toEqual(sorted('slow', 'elsewhere'));
    expect(await idsOf(owner, 'topics=staff&sentiment=positive')).toEqual(sorted('glowing'));
    expect(await idsOf(manager, 'topics=ambiance')).toEqual([]);
  });

  it('should refuse a topic or sentiment it does not know, on its field', async () => {
    const topic = await call('GET', '/manager/reviews?topics=price,weather', owner);
    expect(topic.status).toBe(422);
    expect(topic.body.errors).toHaveProperty('topics');
    expect((await call('GET', '/manager/reviews?sentiment=angry', owner)).status).toBe(422);
  });

  it('should backfill the reviews stored before the analyser', async () => {
    await t.app.jobs.send(reviewsAnalyseJob, {});
    await t.app.jobs.drain();
    const { reviews } = await list(owner, 'per_page=50');
    expect(reviews.find((review) => review.id === ids.old)).toMatchObject({
      topics: ['cleanliness'],
      sentiment: 'negative',
    });
    expect(await idsOf(owner, 'topics=cleanliness&sentiment=negative')).toEqual(sorted('elsewhere', 'old'));
  });
});
