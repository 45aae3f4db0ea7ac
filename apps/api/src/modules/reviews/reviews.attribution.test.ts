import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer, createTeam, createUser, signIn, type Team } from '../../../test/fixtures.ts';
import type { BusinessProfileProvider, ProviderReview } from '../../adapters/google/index.ts';
import { locations, reviews, reviewSyncs, userLocations } from '../../db/schema/index.ts';
import { createLiveBus, notifyCampaignRanking, type LiveBus } from '../../lib/live/index.ts';
import { createAttributionRepository } from '../campaigns/attribution.repository.ts';
import { insertCampaign } from '../campaigns/campaigns.fixtures.ts';
import { listen, openStream, type OpenStream } from '../live/live.fixtures.ts';
import { addReview, locationOf } from './reviews.inbox.fixtures.ts';
import { importReviews } from './reviews.import.ts';

const DAY = 24 * 60 * 60_000;
const day0 = new Date('2026-04-01T10:00:00Z');
const at = (days: number) => new Date(day0.getTime() + days * DAY);

let t: TestApp;
let team: Team;
let foreign: Team;
let live: LiveBus;
/** The manager's and `team.seller`'s location (connected to the business profile); `other` holds `team.otherSeller`. */
let mine: string;
let other: string;
let owner: string;
let manager: string;
let seller: string;

/** What the fake business profile lists for `mine`, newest first like Google. */
const onGoogle: ProviderReview[] = [];
const provider = {
  kind: 'sandbox',
  async listReviews() {
    const sorted = [...onGoogle].sort((a, b) => b.updateTime.getTime() - a.updateTime.getTime());
    return { reviews: sorted, averageRating: 4.5, totalReviewCount: sorted.length };
  },
} as unknown as BusinessProfileProvider;
const grants = { grantFor: async () => ({ accessToken: 'x' }) as never, markRevoked: async () => undefined };

function googleReview(reviewerName: string, when: Date): ProviderReview {
  const review: ProviderReview = {
    externalId: `accounts/1/locations/1/reviews/${randomBytes(6).toString('hex')}`,
    reviewerName,
    reviewerPhotoUrl: null,
    isAnonymous: false,
    rating: 5,
    comment: 'Super',
    language: 'fr',
    createTime: when,
    updateTime: when,
    reply: null,
  };
  onGoogle.push(review);
  return review;
}

/** A form submission at a location, through a member's link. */
const submission = (first: string, last: string, when: Date, sellerId: string, locationId = mine) =>
  addReview(t.database.db, {
    organizationId: team.organizationId,
    locationId,
    reviewerName: `${first} ${last}`,
    reviewerFirstName: first,
    reviewerLastName: last,
    reviewedAt: when,
    sellerId,
    attribution: 'certain',
  });

const runImport = async () => {
  const result = await importReviews(
    { db: t.database.db, provider, grants, now: () => new Date(), live },
    { locationId: mine, mode: 'full' },
  );
  expect(result.status).toBe('done');
};

const stored = async (review: ProviderReview) => {
  const [row] = await t.database.db.select().from(reviews).where(eq(reviews.googleReviewId, review.externalId));
  return row!;
};

const call = async (method: 'GET' | 'PUT', url: string, token: string, payload?: object) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...bearer(token), 'accept-language': 'en' },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

beforeAll(async () => {
  t = await createTestApp();
  live = createLiveBus(t.database, { logError: () => undefined });
  const db = t.database.db;
  team = await createTeam(db, 'Org attribution');
  foreign = await createTeam(db, 'Org foreign attribution');
  [mine, other] = await Promise.all([locationOf(db, team.seller.id), locationOf(db, team.otherSeller.id)]);
  await db.update(locations).set({ googleLocationId: 'locations/1' }).where(eq(locations.id, mine));
  await db
    .insert(reviewSyncs)
    .values({ locationId: mine, organizationId: team.organizationId, googleAccountId: 'accounts/1' });
  [owner, manager, seller] = await Promise.all([
    signIn(t.app, team.owner.email),
    signIn(t.app, team.manager.email),
    signIn(t.app, team.seller.email),
  ]);
});
afterAll(async () => {
  await live.close();
  await t.close();
});

describe('attributing imported Google reviews to form submissions', () => {
  it('should attribute a Google review within 7 days after a submission with the same first name and last initial, whatever the case and accents', async () => {
    const form = await submission('Élodie', 'Marchand', at(0), team.seller.id);
    const google = googleReview('ELODIE m.', at(6.9));
    const outside = googleReview('Hugo B.', at(8));
    await submission('Hugo', 'Bernard', at(0.5), team.seller.id);
    const before = googleReview('Anaïs Colin', at(-1));
    await submission('Anais', 'Colin', at(0), team.seller.id);
    await runImport();

    expect(await stored(google)).toMatchObject({
      sellerId: team.seller.id,
      attribution: 'likely',
      matchedReviewId: form,
    });
    // 7.5 days after Hugo's submission; Anaïs wrote on Google the day before her submission.
    expect(await stored(outside)).toMatchObject({ sellerId: null, attribution: null });
    expect(await stored(before)).toMatchObject({ sellerId: null, attribution: null });
  });

  it('should not match another location, another last initial, or a name without a last name', async () => {
    await submission('Inès', 'Roux', at(10), team.otherSeller.id, other);
    const otherPlace = googleReview('Ines R.', at(11));
    await submission('Paul', 'Lefèvre', at(10), team.seller.id);
    const otherInitial = googleReview('Paul M.', at(11));
    await submission('Zoé', 'Noël', at(10), team.seller.id);
    const firstNameOnly = googleReview('Zoé', at(11));
    await runImport();

    for (const review of [otherPlace, otherInitial, firstNameOnly])
      expect(await stored(review)).toMatchObject({ sellerId: null, attribution: null });
  });

  it('should give a Google review the nearest of two submissions, and a submission its nearest Google review', async () => {
    await submission('Léa', 'Girard', at(20), team.seller.id);
    const nearest = await submission('Lea', 'Gautier', at(22), team.manager.id);
    const lea = googleReview('Léa G.', at(23));
    await runImport();
    expect(await stored(lea)).toMatchObject({ sellerId: team.manager.id, matchedReviewId: nearest });

    // Noé's later review is imported first; a nearer one arriving later takes the submission.
    const noeForm = await submission('Noé', 'Faure', at(30), team.seller.id);
    const later = googleReview('Noe F.', at(35));
    await runImport();
    expect(await stored(later)).toMatchObject({ sellerId: team.seller.id, matchedReviewId: noeForm });
    const sooner = googleReview('Noé Faure', at(31));
    await runImport();
    expect(await stored(sooner)).toMatchObject({
      sellerId: team.seller.id,
      attribution: 'likely',
      matchedReviewId: noeForm,
    });
    expect(await stored(later)).toMatchObject({ sellerId: null, attribution: null, matchedReviewId: null });
  });

  it('should count a submission and its Google twin once in campaign rankings, and a corrected review for its member', async () => {
    const form = await submission('Yann', 'Moreau', at(40), team.seller.id);
    const twin = googleReview('Yann M.', at(41));
    const stray = googleReview('Claire D.', at(41));
    await runImport();
    const counted = async () =>
      (
        await createAttributionRepository(t.database.db).attributedReviews(team.organizationId, {
          sellerIds: [team.seller.id, team.manager.id],
          locationIds: [mine],
          from: at(40),
          to: at(42),
        })
      ).map((r) => [r.id, r.sellerId]);
    const twinId = (await stored(twin)).id;
    const strayId = (await stored(stray)).id;
    expect(await counted()).toEqual([[form, team.seller.id]]);

    expect(
      (await call('PUT', `/manager/reviews/${strayId}/attribution`, manager, { seller_id: team.manager.id })).status,
    ).toBe(200);
    expect(
      (await call('PUT', `/manager/reviews/${twinId}/attribution`, manager, { seller_id: team.manager.id })).status,
    ).toBe(200);
    expect(await counted()).toEqual(
      expect.arrayContaining([
        [form, team.seller.id],
        [twinId, team.manager.id],
        [strayId, team.manager.id],
      ]),
    );
    expect(await counted()).toHaveLength(3);

    // The submission corrected to another member: its matched twin still counts for no one, so
    // the pair counts once, for the member the submission went to.
    const moved = await submission('Yves', 'Petit', at(40.5), team.seller.id);
    const movedTwin = googleReview('Yves P.', at(41.5));
    await runImport();
    expect(await stored(movedTwin)).toMatchObject({ sellerId: team.seller.id, matchedReviewId: moved });
    expect(
      (await call('PUT', `/manager/reviews/${moved}/attribution`, manager, { seller_id: team.manager.id })).status,
    ).toBe(200);
    const after = await counted();
    expect(after).toContainEqual([moved, team.manager.id]);
    expect(after.map(([id]) => id)).not.toContain((await stored(movedTwin)).id);
    expect(after).toHaveLength(4);
  });
});

describe('correcting an attribution', () => {
  it('should keep a correction, with who, when, from and to, across later imports', async () => {
    const form = await submission('Jade', 'Lambert', at(50), team.seller.id);
    const google = googleReview('Jade L.', at(51));
    await runImport();
    const { id } = await stored(google);

    const corrected = await call('PUT', `/manager/reviews/${id}/attribution`, manager, { seller_id: null });
    expect(corrected).toMatchObject({
      status: 200,
      body: { data: { collected_by: null, attribution: 'corrected' }, message: 'Attribution corrected.' },
    });
    // The manager said the match was wrong: the correction clears it, and no import redoes it.
    expect(await stored(google)).toMatchObject({ sellerId: null, attribution: 'corrected', matchedReviewId: null });
    await runImport();
    expect(await stored(google)).toMatchObject({ sellerId: null, attribution: 'corrected', matchedReviewId: null });
    // The submission is free again: another Google review of Jade's may be its real twin.
    const nearer = googleReview('Jade Lambert', at(50.5));
    await runImport();
    expect(await stored(google)).toMatchObject({ sellerId: null, attribution: 'corrected', matchedReviewId: null });
    expect(await stored(nearer)).toMatchObject({
      sellerId: team.seller.id,
      attribution: 'likely',
      matchedReviewId: form,
    });

    await call('PUT', `/manager/reviews/${id}/attribution`, owner, { seller_id: team.seller.id });
    await runImport();
    const details = await call('GET', `/manager/reviews/${id}/attribution`, manager);
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({
      attribution: 'corrected',
      collected_by: { id: team.seller.id },
      history: [
        { changed_by: { id: team.owner.id }, from: null, from_attribution: 'corrected', to: { id: team.seller.id } },
        { changed_by: { id: team.manager.id }, from: { id: team.seller.id }, from_attribution: 'likely', to: null },
      ],
    });
    expect(details.body.data.members.map((m: { id: string }) => m.id).sort()).toEqual(
      [team.manager.id, team.seller.id].sort(),
    );
    const listed = await call('GET', `/manager/reviews?location_id=${mine}&per_page=100`, manager);
    expect(listed.body.data.reviews.find((r: { id: string }) => r.id === id)).toMatchObject({
      attribution: 'corrected',
      collected_by: { id: team.seller.id },
    });
  });

  it('should let a manager pick only members of the review’s location, and answer 404 for reviews out of reach', async () => {
    const here = await submission('Rose', 'Blanc', at(60), team.seller.id);
    const there = await submission('Rémi', 'Noir', at(60), team.otherSeller.id, other);
    const abroad = await addReview(t.database.db, {
      organizationId: foreign.organizationId,
      locationId: await locationOf(t.database.db, foreign.seller.id),
    });

    for (const sellerId of [team.otherSeller.id, foreign.seller.id, team.owner.id, 'not-an-id']) {
      const refused = await call('PUT', `/manager/reviews/${here}/attribution`, manager, { seller_id: sellerId });
      expect(refused).toMatchObject({ status: 422, body: { errors: { seller_id: [expect.any(String)] } } });
    }
    for (const id of [there, abroad, 'not-an-id']) {
      expect((await call('PUT', `/manager/reviews/${id}/attribution`, manager, { seller_id: null })).status).toBe(404);
      expect((await call('GET', `/manager/reviews/${id}/attribution`, manager)).status).toBe(404);
    }
    expect((await call('PUT', `/manager/reviews/${here}/attribution`, seller, { seller_id: null })).status).toBe(403);
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, here));
    expect(row).toMatchObject({ sellerId: team.seller.id, attribution: 'certain' });
    // The owner reaches every location.
    expect(
      (await call('PUT', `/manager/reviews/${there}/attribution`, owner, { seller_id: null })).body.data,
    ).toMatchObject({ attribution: 'corrected', collected_by: null });
  });
});

describe('a correction moves the live rankings', () => {
  /** A team of its own, with a second seller at the seller's location to move reviews to. */
  async function liveTeam(name: string) {
    const db = t.database.db;
    const crew = await createTeam(db, name);
    const place = await locationOf(db, crew.seller.id);
    const second = await createUser(db, { organizationId: crew.organizationId, role: 'seller' });
    await db
      .insert(userLocations)
      .values({ organizationId: crew.organizationId, userId: second.id, locationId: place });
    const review = await addReview(db, {
      organizationId: crew.organizationId,
      locationId: place,
      reviewedAt: at(70),
      sellerId: crew.seller.id,
      attribution: 'certain',
    });
    const running = (
      participantIds: string[],
      extra: { closedAt?: Date; archivedAt?: Date; startDate?: string; endDate?: string } = {},
    ) =>
      insertCampaign(db, {
        organizationId: crew.organizationId,
        locationIds: [place],
        participantIds,
        startDate: at(65).toISOString().slice(0, 10),
        endDate: at(75).toISOString().slice(0, 10),
        ...extra,
      });
    return { crew, place, second, review, running };
  }

  /** The campaigns a stream was told moved, up to a marker published after the correction (events keep their order). */
  async function movedCampaigns(stream: OpenStream, organizationId: string, locationId: string): Promise<string[]> {
    await notifyCampaignRanking(t.app.live, { id: 'marker', organizationId, locationIds: [locationId] });
    await stream.next((frame) => frame.data === JSON.stringify({ campaign_id: 'marker' }));
    return stream
      .events()
      .filter((frame) => frame.event === 'campaign.ranking')
      .map((frame) => (JSON.parse(frame.data ?? '{}') as { campaign_id: string }).campaign_id)
      .filter((id) => id !== 'marker')
      .sort();
  }

  it('should tell the open pages of the running campaigns of the member it left and of the one it went to, and only those', async () => {
    const { crew, place, second, review, running } = await liveTeam('Org correction en direct');
    const left = await running([crew.seller.id]);
    const went = await running([second.id]);
    // The Google review matched to the submission counts for no member, before the correction
    // and after it (the pair counts once, for the submission's member): its day moves nothing.
    await addReview(t.database.db, {
      organizationId: crew.organizationId,
      locationId: place,
      source: 'google',
      reviewedAt: at(72),
      sellerId: crew.seller.id,
      attribution: 'likely',
      matchedReviewId: review,
    });
    const twinDay = at(72).toISOString().slice(0, 10);
    await running([crew.seller.id], { startDate: twinDay, endDate: twinDay });
    // Not moved either: neither member takes part; closed; archived; over before the review was written.
    await running([crew.otherSeller.id]);
    await running([crew.seller.id, second.id], { closedAt: new Date() });
    await running([crew.seller.id, second.id], { archivedAt: new Date() });
    await running([crew.seller.id, second.id], {
      startDate: at(60).toISOString().slice(0, 10),
      endDate: at(65).toISOString().slice(0, 10),
    });

    const url = await listen(t.app);
    const stream = await openStream(url, await signIn(t.app, crew.owner.email));
    try {
      const manager = await signIn(t.app, crew.manager.email);
      const moved = await call('PUT', `/manager/reviews/${review}/attribution`, manager, { seller_id: second.id });
      expect(moved.status).toBe(200);
      expect(await movedCampaigns(stream, crew.organizationId, place)).toEqual([left, went].sort());
    } finally {
      stream.close();
    }
  });

  it('should keep the correction when the ranking notice fails', async () => {
    const { crew, second, review, running } = await liveTeam('Org correction en panne');
    await running([crew.seller.id, second.id]);
    const publish = t.app.live.publish;
    t.app.live.publish = (organizationId, event, options) =>
      event.kind === 'campaign.ranking'
        ? Promise.reject(new Error('NOTIFY refused'))
        : publish(organizationId, event, options);
    try {
      const manager = await signIn(t.app, crew.manager.email);
      const moved = await call('PUT', `/manager/reviews/${review}/attribution`, manager, { seller_id: second.id });
      expect(moved).toMatchObject({ status: 200, body: { data: { collected_by: { id: second.id } } } });
      const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review));
      expect(row).toMatchObject({ sellerId: second.id, attribution: 'corrected' });
    } finally {
      t.app.live.publish = publish;
    }
  });
});
