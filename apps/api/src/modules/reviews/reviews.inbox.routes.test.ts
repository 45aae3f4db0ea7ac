import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, outboxFor, signIn, type Team } from '../../../test/fixtures.ts';
import { reviews } from '../../db/schema/index.ts';
import { caller } from '../sellers/sellers.fixtures.ts';
import { addReview, locationOf } from './reviews.inbox.fixtures.ts';

let t: TestApp;
let team: Team;
let foreign: Team;
let call: ReturnType<typeof caller>;
let owner: string;
let manager: string;
let seller: string;
let foreignOwner: string;
/** The manager's and `team.seller`'s location; `other` holds only `team.otherSeller`. */
let mine: string;
let other: string;
let foreignLocation: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  const db = t.database.db;
  team = await createTeam(db, 'Org inbox');
  foreign = await createTeam(db, 'Org foreign inbox');
  [owner, manager, seller, foreignOwner] = await Promise.all([
    signIn(t.app, team.owner.email),
    signIn(t.app, team.manager.email),
    signIn(t.app, team.seller.email),
    signIn(t.app, foreign.owner.email),
  ]);
  [mine, other, foreignLocation] = await Promise.all([
    locationOf(db, team.seller.id),
    locationOf(db, team.otherSeller.id),
    locationOf(db, foreign.seller.id),
  ]);
  const org = { organizationId: team.organizationId };
  ids.a = await addReview(db, {
    ...org,
    locationId: mine,
    rating: 1,
    comment: 'Pain rassis, service lent.',
    reviewerName: 'Jean Martin',
    reviewedAt: new Date('2026-03-01T10:00:00Z'),
    sellerId: team.seller.id,
  });
  ids.b = await addReview(db, {
    ...org,
    locationId: mine,
    source: 'google',
    rating: 2,
    comment: 'Long wait at the counter, 100% too slow',
    reviewerName: 'John Smith',
    language: 'en',
    reviewedAt: new Date('2026-03-05T10:00:00Z'),
  });
  // 23:30 in Paris on 10 March: still the 10th there.
  ids.c = await addReview(db, {
    ...org,
    locationId: mine,
    source: 'google',
    rating: 5,
    comment: 'Excellents croissants',
    reviewerName: 'Zoé Bernard',
    reviewedAt: new Date('2026-03-10T22:30:00Z'),
    replyText: 'Merci Zoé !',
    replyUpdatedAt: new Date('2026-03-11T08:00:00Z'),
    assignedTo: team.seller.id,
  });
  // 00:30 in Paris on 16 March.
  ids.d = await addReview(db, {
    ...org,
    locationId: mine,
    rating: 4,
    comment: 'Bon accueil',
    reviewerName: 'Lucie Petit',
    reviewedAt: new Date('2026-03-15T23:30:00Z'),
    sellerId: team.seller.id,
    replyText: 'Merci Lucie',
  });
  ids.e = await addReview(db, {
    ...org,
    locationId: other,
    rating: 1,
    comment: 'Horrible',
    reviewerName: 'Paul Durand',
    reviewedAt: new Date('2026-03-12T10:00:00Z'),
    sellerId: team.otherSeller.id,
  });
  ids.foreign = await addReview(db, {
    organizationId: foreign.organizationId,
    locationId: foreignLocation,
    rating: 1,
    comment: 'Foreign review',
    reviewerName: 'Foreign Reviewer',
  });
});
afterAll(() => t.close());

const list = async (token: string, query = '', path = '/manager/reviews') => {
  const answer = await call('GET', `${path}${query ? `?${query}` : ''}`, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data as {
    reviews: Array<Record<string, unknown> & { id: string }>;
    counts: Record<string, number>;
    pagination: Record<string, number | null>;
  };
};
const idsOf = (data: { reviews: Array<{ id: string }> }) => data.reviews.map((r) => r.id);
const byName = (...names: string[]) => names.map((n) => ids[n]);

describe('the inbox list', () => {
  it('should show the owner every review of the organization, newest first, with each tab counted', async () => {
    const data = await list(owner);
    expect(idsOf(data)).toEqual(byName('d', 'e', 'c', 'b', 'a'));
    expect(data.counts).toEqual({ all: 5, assigned: 1, unassigned: 4, answered: 2, unanswered: 3 });
    expect(data.pagination).toEqual({ current_page: 1, last_page: 1, per_page: 10, from: 1, to: 5, total: 5 });
    const c = data.reviews.find((r) => r.id === ids.c);
    expect(c).toMatchObject({
      location_id: mine,
      source: 'google',
      rating: 5,
      reviewer_name: 'Zoé Bernard',
      reply: { text: 'Merci Zoé !', updated_at: '2026-03-11T08:00:00.000Z' },
      assigned_to: { id: team.seller.id, first_name: team.seller.firstName },
      collected_by: null,
      deletable: false,
    });
    expect(data.reviews.find((r) => r.id === ids.a)).toMatchObject({
      collected_by: { id: team.seller.id },
      reply: null,
      assigned_to: null,
      deletable: true,
    });
  });

  it('should show each tab, its pagination counting the tab', async () => {
    expect(idsOf(await list(owner, 'tab=assigned'))).toEqual(byName('c'));
    expect(idsOf(await list(owner, 'tab=unassigned'))).toEqual(byName('d', 'e', 'b', 'a'));
    expect(idsOf(await list(owner, 'tab=answered'))).toEqual(byName('d', 'c'));
    const unanswered = await list(owner, 'tab=unanswered');
    expect(idsOf(unanswered)).toEqual(byName('e', 'b', 'a'));
    expect(unanswered.pagination.total).toBe(3);
  });

  it('should filter by several ratings, text, days in the organization’s zone and source', async () => {
    const lowUnanswered = await list(owner, 'tab=unanswered&ratings=1,2');
    expect(idsOf(lowUnanswered)).toEqual(byName('e', 'b', 'a'));
    expect(lowUnanswered.counts).toEqual({ all: 3, assigned: 0, unassigned: 3, answered: 0, unanswered: 3 });
    expect(idsOf(await list(owner, 'ratings=5'))).toEqual(byName('c'));
    expect(idsOf(await list(owner, 'search=WAIT'))).toEqual(byName('b'));
    expect(idsOf(await list(owner, 'search=martin'))).toEqual(byName('a'));
    expect(idsOf(await list(owner, 'search=100%25'))).toEqual(byName('b'));
    expect(idsOf(await list(owner, 'search=%25%25%25'))).toEqual([]);
    expect(idsOf(await list(owner, 'from=2026-03-05&to=2026-03-10'))).toEqual(byName('c', 'b'));
    expect(idsOf(await list(owner, 'from=2026-03-16'))).toEqual(byName('d'));
    expect(idsOf(await list(owner, 'to=2026-03-15'))).toEqual(byName('e', 'c', 'b', 'a'));
    expect(idsOf(await list(owner, 'source=google'))).toEqual(byName('c', 'b'));
    expect(idsOf(await list(owner, 'source=form&ratings=1'))).toEqual(byName('e', 'a'));
    expect(idsOf(await list(owner, `location_id=${other}`))).toEqual(byName('e'));
  });

  it('should sort newest, oldest and lowest rating first', async () => {
    expect(idsOf(await list(owner, 'sort=oldest'))).toEqual(byName('a', 'b', 'c', 'e', 'd'));
    expect(idsOf(await list(owner, 'sort=lowest'))).toEqual(byName('e', 'a', 'b', 'd', 'c'));
  });

  it('should page by 10 by default with the fields of spec section 3', async () => {
    const second = await list(owner, 'per_page=2&page=2');
    expect(idsOf(second)).toEqual(byName('c', 'b'));
    expect(second.pagination).toEqual({ current_page: 2, last_page: 3, per_page: 2, from: 3, to: 4, total: 5 });
    const past = await list(owner, 'per_page=2&page=9');
    expect(past.reviews).toEqual([]);
    expect(past.pagination).toMatchObject({ from: null, to: null, total: 5, last_page: 3 });
  });

  it('should answer 422 on a wrong filter, in the spec’s words', async () => {
    const stars = await call('GET', '/manager/reviews?ratings=6', owner);
    expect(stars.status).toBe(422);
    expect(stars.body.errors).toEqual({ ratings: ['Please fill out the rating correctly'] });
    const day = await call('GET', '/manager/reviews?from=2026-13-45', owner, undefined, 'fr');
    expect(day.status).toBe(422);
    expect(day.body.errors.from).toEqual(['Veuillez remplir correctement le champ date de début']);
  });
});

describe('scoping', () => {
  it('should show a manager only the reviews of their locations', async () => {
    const data = await list(manager);
    expect(idsOf(data)).toEqual(byName('d', 'c', 'b', 'a'));
    expect(data.counts.all).toBe(4);
    expect((await call('GET', `/manager/reviews?location_id=${other}`, manager)).status).toBe(404);
    expect(idsOf(await list(manager, `location_id=${mine}&ratings=1,2`))).toEqual(byName('b', 'a'));
  });

  it('should show a seller only the reviews attributed to them, read only', async () => {
    const data = await list(seller, '', '/seller/reviews');
    expect(idsOf(data)).toEqual(byName('d', 'a'));
    expect(idsOf(await list(seller, 'ratings=1', '/seller/reviews'))).toEqual(byName('a'));
    expect((await call('GET', '/manager/reviews', seller)).status).toBe(403);
    expect((await call('POST', `/manager/reviews/${ids.a}/reply`, seller, { text: 'Hi' })).status).toBe(403);
    expect((await call('GET', '/seller/reviews', owner)).status).toBe(403);
  });

  it('should treat another organization’s ids as not found', async () => {
    expect((await call('GET', `/manager/reviews?location_id=${foreignLocation}`, owner)).status).toBe(404);
    expect((await call('GET', '/manager/reviews?location_id=nope', owner)).status).toBe(404);
    for (const [method, path, body] of [
      ['POST', `/manager/reviews/${ids.foreign}/assign`, { user_id: team.seller.id }],
      ['DELETE', `/manager/reviews/${ids.foreign}/assign`, undefined],
      ['POST', `/manager/reviews/${ids.foreign}/reply`, { text: 'Taken over' }],
      ['DELETE', `/manager/reviews/${ids.foreign}/reply`, undefined],
      ['POST', `/manager/reviews/${ids.foreign}/ai-draft`, {}],
      ['DELETE', `/manager/reviews/${ids.foreign}`, undefined],
      ['POST', `/manager/reviews/${ids.e}/reply`, { text: 'Not my location' }],
    ] as const) {
      const token = path.includes(ids.e!) ? manager : owner;
      expect((await call(method, path, token, body)).status, `${method} ${path}`).toBe(404);
    }
    const [still] = await t.database.db.select().from(reviews).where(eq(reviews.id, ids.foreign!));
    expect(still?.replyText).toBeNull();
  });

  it('should answer 406 SubscriptionException to an unsubscribed organization’s manager', async () => {
    const unsubscribed = await createTeam(t.database.db, 'Org unsubscribed', { subscribed: false });
    const token = await signIn(t.app, unsubscribed.manager.email);
    const answer = await call('GET', '/manager/reviews', token);
    expect(answer.status).toBe(406);
    expect(answer.body.error).toBe('SubscriptionException');
  });
});

describe('assignment', () => {
  it('should assign to a member the caller may see, and unassign', async () => {
    const assignees = await call('GET', '/manager/reviews/assignees', manager);
    const names = (assignees.body.data as Array<{ id: string }>).map((m) => m.id);
    expect(names).toEqual(expect.arrayContaining([team.owner.id, team.manager.id, team.seller.id]));
    expect(names).not.toContain(team.otherSeller.id);
    expect(names).not.toContain(foreign.seller.id);

    const assigned = await call('POST', `/manager/reviews/${ids.b}/assign`, manager, { user_id: team.seller.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body.message).toBe('The review has been assigned.');
    expect(assigned.body.data.assigned_to).toMatchObject({ id: team.seller.id, last_name: team.seller.lastName });
    expect((await list(manager)).counts.assigned).toBe(2);

    const refused = await call('POST', `/manager/reviews/${ids.b}/assign`, manager, { user_id: team.otherSeller.id });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ user_id: ['Please fill out the member correctly'] });
    expect((await call('POST', `/manager/reviews/${ids.b}/assign`, owner, { user_id: foreign.seller.id })).status).toBe(
      422,
    );

    const unassigned = await call('DELETE', `/manager/reviews/${ids.b}/assign`, manager);
    expect(unassigned.body.data.assigned_to).toBeNull();
    expect(unassigned.body.message).toBe('The review has been unassigned.');
  });
});

describe('replies to form reviews', () => {
  it('should email the reply to the customer, then edit and delete it', async () => {
    const replied = await call('POST', `/manager/reviews/${ids.a}/reply`, manager, {
      text: 'Bonjour Jean, nous sommes désolés.',
    });
    expect(replied.status).toBe(200);
    expect(replied.body.message).toBe('Your reply has been sent.');
    expect(replied.body.data.reply.text).toBe('Bonjour Jean, nous sommes désolés.');
    const [mail] = await outboxFor(t.app, 'marie.dupont@example.test');
    expect(mail?.template).toBe('reviewReply');
    expect(mail?.subject).toBe('Boulangerie du Port a répondu à votre avis');
    expect(mail?.body_text).toContain('Bonjour Jean, nous sommes désolés.');
    expect((await list(manager, 'tab=answered')).reviews.map((r) => r.id)).toContain(ids.a);

    const edited = await call('POST', `/manager/reviews/${ids.a}/reply`, manager, { text: 'Nouvelle réponse' });
    expect(edited.body.data.reply.text).toBe('Nouvelle réponse');

    const removed = await call('DELETE', `/manager/reviews/${ids.a}/reply`, manager);
    expect(removed.status).toBe(200);
    expect(removed.body.data.reply).toBeNull();
  });

  it('should refuse an empty or too long reply, and a form review without email', async () => {
    const empty = await call('POST', `/manager/reviews/${ids.a}/reply`, owner, { text: '  ' });
    expect(empty.body.errors).toEqual({ text: ['Please enter your reply'] });
    const long = await call('POST', `/manager/reviews/${ids.a}/reply`, owner, { text: 'é'.repeat(2100) });
    expect(long.body.errors).toEqual({ text: ['Reply can be at most 4000 characters long'] });
    const anonymous = await addReview(t.database.db, {
      organizationId: team.organizationId,
      locationId: mine,
      reviewerEmail: null,
    });
    const noEmail = await call('POST', `/manager/reviews/${anonymous}/reply`, owner, { text: 'Merci' });
    expect(noEmail.status).toBe(409);
    expect(noEmail.body.message).toBe('This customer left no email address, so the reply cannot be sent.');
    await t.database.db.delete(reviews).where(eq(reviews.id, anonymous));
  });
});

describe('deleting reviews', () => {
  it('should delete a form review and say why a Google review cannot be', async () => {
    const google = await call('DELETE', `/manager/reviews/${ids.c}`, owner);
    expect(google.status).toBe(409);
    expect(google.body.message).toBe(
      'A Google review cannot be deleted: it stays on Google. You can delete its reply.',
    );
    const doomed = await addReview(t.database.db, { organizationId: team.organizationId, locationId: mine });
    const deleted = await call('DELETE', `/manager/reviews/${doomed}`, manager);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('The review has been deleted.');
    expect((await call('DELETE', `/manager/reviews/${doomed}`, manager)).status).toBe(404);
  });
});

describe('AI drafts with the built-in writer', () => {
  it('should draft in the review’s language with the reviewer’s first name, storing nothing', async () => {
    const french = await call('POST', `/manager/reviews/${ids.e}/ai-draft`, owner, {});
    expect(french.status).toBe(200);
    expect(french.body.data.language).toBe('fr');
    expect(french.body.data.text).toContain('Paul');
    const english = await call('POST', `/manager/reviews/${ids.b}/ai-draft`, owner, { tone: 'professional' });
    expect(english.body.data.language).toBe('en');
    expect(english.body.data.text).toContain('John');
    const [stored] = await t.database.db.select().from(reviews).where(eq(reviews.id, ids.b!));
    expect(stored?.replyText).toBeNull();
  });
});

describe('reply templates', () => {
  it('should keep templates per organization: add, edit, list, delete', async () => {
    const created = await call('POST', '/manager/reply-templates', manager, {
      title: 'Thanks',
      body: 'Thank you {first_name}, see you soon at {business}!',
    });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('The template has been saved.');
    const id = created.body.data.id as string;
    const edited = await call('POST', `/manager/reply-templates/${id}`, owner, {
      title: 'Merci',
      body: 'Merci {first_name}',
    });
    expect(edited.body.data).toMatchObject({ id, title: 'Merci', body: 'Merci {first_name}' });
    expect((await call('GET', '/manager/reply-templates', owner)).body.data).toEqual([edited.body.data]);

    expect((await call('GET', '/manager/reply-templates', foreignOwner)).body.data).toEqual([]);
    expect((await call('POST', `/manager/reply-templates/${id}`, foreignOwner, { title: 'x', body: 'y' })).status).toBe(
      404,
    );
    expect((await call('DELETE', `/manager/reply-templates/${id}`, foreignOwner)).status).toBe(404);
    const invalid = await call('POST', '/manager/reply-templates', owner, { title: '', body: '' });
    expect(invalid.body.errors).toEqual({
      title: ['Please enter your template name'],
      body: ['Please enter your template text'],
    });

    expect((await call('DELETE', `/manager/reply-templates/${id}`, owner)).body.message).toBe(
      'The template has been deleted.',
    );
    expect((await call('GET', '/manager/reply-templates', owner)).body.data).toEqual([]);
  });
});
