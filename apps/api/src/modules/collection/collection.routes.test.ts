import { DEFAULT_QR_COLORS, REVIEW_REQUESTS_PER_DAY } from '@starcrew/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, outboxFor, signIn, uniqueEmail, type Team } from '../../../test/fixtures.ts';
import { locations, reviewRequests, userLocations } from '../../db/schema/index.ts';
import { caller } from '../sellers/sellers.fixtures.ts';

let t: TestApp;
let team: Team;
let foreign: Team;
let call: ReturnType<typeof caller>;
let owner: string;
let manager: string;
let seller: string;
let otherSeller: string;
let foreignOwner: string;
/** The location of the manager and `team.seller`; `otherLocation` has only `team.otherSeller`. */
let location: string;
let otherLocation: string;
let sellerCode: string;
let locationCode: string;

const tieOf = async (userId: string) =>
  (await t.database.db.select().from(userLocations).where(eq(userLocations.userId, userId)))[0]!;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t.app);
  team = await createTeam(t.database.db, 'Org collection');
  foreign = await createTeam(t.database.db, 'Org foreign');
  [owner, manager, seller, otherSeller, foreignOwner] = await Promise.all([
    signIn(t.app, team.owner.email),
    signIn(t.app, team.manager.email),
    signIn(t.app, team.seller.email),
    signIn(t.app, team.otherSeller.email),
    signIn(t.app, foreign.owner.email),
  ]);
  const tie = await tieOf(team.seller.id);
  location = tie.locationId;
  otherLocation = (await tieOf(team.otherSeller.id)).locationId;
  // The fixtures tie people without codes; the team module gives sellers theirs.
  sellerCode = 'a1b2c3d4e5f6';
  await t.database.db
    .update(userLocations)
    .set({ collectionCode: sellerCode })
    .where(eq(userLocations.userId, team.seller.id));
  await t.database.db
    .update(userLocations)
    .set({ collectionCode: 'f6e5d4c3b2a1' })
    .where(eq(userLocations.userId, team.otherSeller.id));
  locationCode = (await t.database.db.select().from(locations).where(eq(locations.id, location)))[0]!.collectionCode;
});
afterAll(() => t.close());

const templates = {
  sms_body: 'Hi {first_name}! {business} would love your review: {link}',
  email_subject: '{first_name}, a minute for {business}?',
  email_body: 'Dear {first_name},\n\nPlease review {business}: {link}\n\n{unknown} stays as typed.',
};

describe('message templates', () => {
  it('should give the defaults in the reader’s language until the location saves its own', async () => {
    const en = await call('GET', `/manager/tools/${location}`, manager);
    expect(en.status).toBe(200);
    expect(en.body.data.templates).toMatchObject({ is_default: true, updated_at: null });
    expect(en.body.data.templates.sms_body).toContain('{link}');
    const fr = await call('GET', `/manager/tools/${location}`, manager, undefined, 'fr');
    expect(fr.body.data.templates.email_subject).toBe('Comment s’est passée votre visite chez {business} ?');
    expect(en.body.data.link.path).toBe(`/reviews/${location}/${locationCode}`);
    expect(en.body.data.sellers).toEqual([
      expect.objectContaining({
        id: team.seller.id,
        link: expect.objectContaining({ code: sellerCode }),
        // Never customized: the default colours and the seller's full name under the code.
        qr: {
          primary_color: DEFAULT_QR_COLORS.primary_color,
          secondary_color: DEFAULT_QR_COLORS.secondary_color,
          logo: null,
          name: `${team.seller.firstName} ${team.seller.lastName}`,
        },
      }),
    ]);
    expect(en.body.data.limit).toEqual({ per_day: REVIEW_REQUESTS_PER_DAY, sent_today: 0 });
  });

  it('should give each seller’s QR code as the organization customized it', async () => {
    const saved = await call('POST', `/manager/sellers/${team.seller.id}/qr`, owner, {
      primary_color: '#7A1F5C',
      secondary_color: '#fffaf0',
      name: 'Tom at the counter',
    });
    expect(saved.status).toBe(200);
    const tools = await call('GET', `/manager/tools/${location}`, manager);
    expect(tools.body.data.sellers[0].qr).toEqual({
      primary_color: '#7a1f5c',
      secondary_color: '#fffaf0',
      logo: null,
      name: 'Tom at the counter',
    });
    // Another organization's settings never leak: the foreign owner cannot even see the location.
    expect((await call('GET', `/manager/tools/${location}`, foreignOwner)).status).toBe(404);
  });

  it('should refuse templates past the bounds of decisions.md, in the spec’s words', async () => {
    const tooLong = await call('POST', `/manager/tools/${location}/templates`, manager, {
      sms_body: 'x'.repeat(321),
      email_subject: 'y'.repeat(121),
      email_body: 'z'.repeat(5001),
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors).toEqual({
      sms_body: ['SMS message can be at most 320 characters long'],
      email_subject: ['Email subject can be at most 120 characters long'],
      email_body: ['Email message can be at most 5000 characters long'],
    });
    const empty = await call('POST', `/manager/tools/${location}/templates`, manager, {});
    expect(empty.body.errors.sms_body).toEqual(['Please enter your SMS message']);

    const atTheBounds = await call('POST', `/manager/tools/${location}/templates`, manager, {
      sms_body: 'x'.repeat(320),
      email_subject: 'y'.repeat(120),
      email_body: 'z'.repeat(5000),
    });
    expect(atTheBounds.status).toBe(200);
  });

  it('should save a location’s templates, which its tools then show', async () => {
    const saved = await call('POST', `/manager/tools/${location}/templates`, manager, templates);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('The messages have been saved.');
    expect(saved.body.data).toMatchObject({ ...templates, is_default: false });
    const read = await call('GET', `/manager/tools/${location}`, owner);
    expect(read.body.data.templates).toMatchObject({ ...templates, is_default: false });
  });
});

describe('sending a review request', () => {
  it('should email a seller’s request with their own link, placeholders filled in', async () => {
    const email = uniqueEmail('customer');
    const sent = await call('POST', '/seller/tools/requests', seller, {
      channel: 'email',
      first_name: 'Marie',
      email,
      location_id: location,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('The review request has been sent to Marie.');
    expect(sent.body.data).toMatchObject({
      channel: 'email',
      first_name: 'Marie',
      status: 'sent',
      sent_by: { id: team.seller.id },
      seller: { id: team.seller.id },
      link: `http://starcrew.test/reviews/${location}/${sellerCode}`,
    });
    expect(sent.body.data.recipient).toBe(`c•••@example.test`);

    const [mail] = await outboxFor(t.app, email);
    expect(mail?.template).toBe('reviewRequest');
    expect(mail?.subject).toBe('Marie, a minute for Boulangerie du Port?');
    expect(mail?.body_text).toBe(
      `Dear Marie,\n\nPlease review Boulangerie du Port: http://starcrew.test/reviews/${location}/${sellerCode}\n\n{unknown} stays as typed.`,
    );
  });

  it('should send an SMS to a French number typed as people do, with the link', async () => {
    const sent = await call('POST', '/seller/tools/requests', seller, {
      channel: 'sms',
      first_name: 'Paul',
      phone: '06 12 34 56 78',
      location_id: location,
    });
    expect(sent.status).toBe(200);
    expect(sent.body.data.recipient).toBe('+33 •• •• •• 78');
    const [sms] = await outboxFor(t.app, '+33612345678');
    expect(sms?.body_text).toBe(
      `Hi Paul! Boulangerie du Port would love your review: http://starcrew.test/reviews/${location}/${sellerCode}`,
    );
  });

  it('should send a manager’s request with the chosen seller’s link, or the location’s own', async () => {
    const forSeller = uniqueEmail('for-seller');
    const chosen = await call('POST', `/manager/tools/${location}/requests`, manager, {
      channel: 'email',
      first_name: 'Anne',
      email: forSeller,
      seller_id: team.seller.id,
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.seller).toMatchObject({ id: team.seller.id });
    expect((await outboxFor(t.app, forSeller))[0]?.body_text).toContain(`/reviews/${location}/${sellerCode}`);

    const forLocation = uniqueEmail('for-location');
    const own = await call('POST', `/manager/tools/${location}/requests`, manager, {
      channel: 'email',
      first_name: 'Anne',
      email: forLocation,
    });
    expect(own.body.data.seller).toBeNull();
    expect((await outboxFor(t.app, forLocation))[0]?.body_text).toContain(`/reviews/${location}/${locationCode}`);

    // A seller of another location is no choice here.
    const elsewhere = await call('POST', `/manager/tools/${location}/requests`, owner, {
      channel: 'email',
      first_name: 'Anne',
      email: forLocation,
      seller_id: team.otherSeller.id,
    });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors).toEqual({ seller_id: ['Please fill out the seller correctly'] });
  });

  it('should answer 422 per field in the spec’s words', async () => {
    const missing = await call('POST', '/seller/tools/requests', seller, { channel: 'email', location_id: location });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      first_name: ['Please enter your first name'],
      email: ['Please enter your email'],
    });
    const bad = await call('POST', `/manager/tools/${location}/requests`, manager, {
      channel: 'sms',
      first_name: 'x'.repeat(51),
      phone: '12',
    });
    expect(bad.body.errors).toEqual({
      first_name: ['First name can be at most 50 characters long'],
      phone: ['Please fill out the phone number correctly'],
    });
    const badEmail = await call('POST', `/manager/tools/${location}/requests`, manager, {
      channel: 'email',
      first_name: 'Léa',
      email: 'not-an-email',
    });
    expect(badEmail.body.errors).toEqual({ email: ['Please enter a valid email'] });
    const fr = await call('POST', `/manager/tools/${location}/requests`, manager, { channel: 'sms' }, 'fr');
    expect(fr.body.errors.phone).toEqual(['Veuillez saisir votre numéro de téléphone']);
  });

  it('should refuse an SMS the link and name would make longer than 320 characters', async () => {
    const other = await call('POST', `/manager/tools/${otherLocation}/templates`, owner, {
      ...templates,
      sms_body: `${'x'.repeat(300)} {link}`,
    });
    expect(other.status).toBe(200);
    const tooLong = await call('POST', '/seller/tools/requests', otherSeller, {
      channel: 'sms',
      first_name: 'Paul',
      phone: '+33612345679',
      location_id: otherLocation,
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.channel).toEqual([
      'With the link and the first name filled in, the SMS would be longer than 320 characters. Shorten the SMS message.',
    ]);
  });
});

describe('scoping', () => {
  it('should answer 404 for another organization’s location, or one a manager or seller is not tied to', async () => {
    const foreignLocation = (await tieOf(foreign.seller.id)).locationId;
    for (const [token, url] of [
      [manager, `/manager/tools/${otherLocation}`],
      [owner, `/manager/tools/${foreignLocation}`],
      [foreignOwner, `/manager/tools/${location}`],
      [owner, '/manager/tools/not-a-uuid'],
    ] as const) {
      expect((await call('GET', url, token)).status, url).toBe(404);
      expect((await call('GET', `${url}/requests`, token)).status, url).toBe(404);
    }
    const sellerElsewhere = await call('POST', '/seller/tools/requests', seller, {
      channel: 'email',
      first_name: 'Marie',
      email: uniqueEmail(),
      location_id: otherLocation,
    });
    expect(sellerElsewhere.status).toBe(404);
    expect((await call('GET', `/seller/tools/templates?location_id=${otherLocation}`, seller)).status).toBe(404);
  });

  it('should keep sellers to their own routes and their own history', async () => {
    expect((await call('GET', `/manager/tools/${location}`, seller)).status).toBe(403);
    expect((await call('GET', '/seller/tools/requests', manager)).status).toBe(403);

    const mine = await call('GET', '/seller/tools/requests', seller);
    expect(mine.status).toBe(200);
    expect(mine.body.data.requests.length).toBeGreaterThan(0);
    expect(mine.body.data.requests.every((r: { sent_by: { id: string } }) => r.sent_by.id === team.seller.id)).toBe(
      true,
    );
    const theirs = await call('GET', '/seller/tools/requests', otherSeller);
    expect(
      theirs.body.data.requests.every((r: { sent_by: { id: string } }) => r.sent_by.id === team.otherSeller.id),
    ).toBe(true);

    // The manager's history of the location holds every sender's, newest first, paged.
    const history = await call('GET', `/manager/tools/${location}/requests?per_page=2`, manager);
    expect(history.body.data.pagination).toMatchObject({ current_page: 1, per_page: 2, total: 4, last_page: 2 });
    expect(history.body.data.requests[0]).toMatchObject({ first_name: 'Anne', sent_by: { id: team.manager.id } });
    expect(history.body.data.limit).toEqual({ per_day: REVIEW_REQUESTS_PER_DAY, sent_today: 4 });
  });
});

describe('the daily limit', () => {
  it(`should stop a location at ${REVIEW_REQUESTS_PER_DAY} requests a day with a clear 429, and count again the next day`, async () => {
    const foreignLocation = (await tieOf(foreign.seller.id)).locationId;
    const now = new Date();
    await t.database.db.insert(reviewRequests).values(
      Array.from({ length: REVIEW_REQUESTS_PER_DAY - 1 }, (_, i) => ({
        organizationId: foreign.organizationId,
        locationId: foreignLocation,
        senderName: 'Earlier',
        channel: 'email' as const,
        firstName: `Customer ${i}`,
        recipient: 'earlier@example.test',
        link: 'http://starcrew.test/reviews/x/y',
        status: 'sent' as const,
        createdAt: now,
      })),
    );
    const body = { channel: 'email', first_name: 'Last', email: uniqueEmail('last') };
    const last = await call('POST', `/manager/tools/${foreignLocation}/requests`, foreignOwner, body);
    expect(last.status).toBe(200);
    const refused = await call('POST', `/manager/tools/${foreignLocation}/requests`, foreignOwner, body);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      `This location has sent its ${REVIEW_REQUESTS_PER_DAY} review requests for today. You can send more tomorrow.`,
    );
    // Other locations are not affected.
    const elsewhere = await call('POST', `/manager/tools/${location}/requests`, owner, body);
    expect(elsewhere.status).toBe(200);

    // Past midnight UTC, the count starts again (signed in afresh: the clock moved the session on).
    const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
    t.setNow(new Date(midnight.getTime() + 60_000));
    try {
      const tomorrow = await call(
        'POST',
        `/manager/tools/${foreignLocation}/requests`,
        await signIn(t.app, foreign.owner.email),
        body,
      );
      expect(tomorrow.status).toBe(200);
    } finally {
      t.setNow(undefined);
    }
  });
});
