import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTeam, settle, signIn, type Team } from '../../../test/fixtures.ts';
import { createOpenAiCompatibleWriter } from '../../adapters/ai/index.ts';
import { startFakeOpenAiServer } from '../../adapters/ai/testing/fakeOpenAiServer.ts';
import { createGoogleBusinessProfile } from '../../adapters/google/index.ts';
import { startFakeGoogleServer, type FakeGoogleServer } from '../../adapters/google/testing/fakeGoogleServer.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { createGrantStore } from '../businessProfile/businessProfile.grants.ts';
import { caller } from '../sellers/sellers.fixtures.ts';
import { addReview, locationOf } from './reviews.inbox.fixtures.ts';

/**
 * Replies to Google reviews through the business-profile adapter (the sandbox by default,
 * Google's API against the fake on loopback), and AI drafts against a fake OpenAI-compatible
 * endpoint: what the manager reads when Google or the AI service refuses.
 */

describe('replies through the sandbox business profile', () => {
  let t: TestApp;
  let owner: string;
  let call: ReturnType<typeof caller>;
  beforeAll(async () => {
    t = await createTestApp();
    call = caller(t.app);
    const team = await createTeam(t.database.db, 'Org sandbox replies');
    owner = await signIn(t.app, team.owner.email);
    const authorize = await call('POST', '/manager/business-profile/authorize', owner);
    const state = new URL(authorize.body.data.url as string, 'http://x').searchParams.get('state') ?? '';
    expect(
      (await call('POST', '/manager/business-profile/connect', owner, { code: 'sandbox-owner', state })).status,
    ).toBe(200);
    const offered = await call('GET', '/manager/business-profile/locations?per_page=1', owner);
    const chosen = (offered.body.data.locations as Array<{ id: string }>).map((l) => l.id);
    expect((await call('POST', '/manager/business-profile/locations', owner, { location_ids: chosen })).status).toBe(
      200,
    );
    await settle(t.app);
  }, 60_000);
  afterAll(() => t.close());

  it('should answer an imported Google review, edit the answer and delete it', async () => {
    const inbox = await call('GET', '/manager/reviews?tab=unanswered&source=google', owner);
    expect(inbox.status).toBe(200);
    const review = inbox.body.data.reviews[0] as { id: string; deletable: boolean };
    expect(review.deletable).toBe(false);
    const before = inbox.body.data.counts as { answered: number };

    const replied = await call('POST', `/manager/reviews/${review.id}/reply`, owner, {
      text: 'Merci pour votre avis !',
    });
    expect(replied.status).toBe(200);
    expect(replied.body.data.reply.text).toBe('Merci pour votre avis !');
    const after = await call('GET', '/manager/reviews?source=google', owner);
    expect(after.body.data.counts.answered).toBe(before.answered + 1);

    const edited = await call('POST', `/manager/reviews/${review.id}/reply`, owner, { text: 'Merci beaucoup !' });
    expect(edited.body.data.reply.text).toBe('Merci beaucoup !');
    const deleted = await call('DELETE', `/manager/reviews/${review.id}/reply`, owner);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data.reply).toBeNull();
  });
});

describe('replies through Google’s API (fake on loopback) and AI drafts through an OpenAI-compatible endpoint', () => {
  const OWNER_EMAIL = 'owner@maison-doree.example';
  const apiKey = 'sk-test-inbox';
  let google: FakeGoogleServer;
  let ai: Awaited<ReturnType<typeof startFakeOpenAiServer>>;
  let t: TestApp;
  let team: Team;
  let owner: string;
  let call: ReturnType<typeof caller>;
  let reviewName: string;
  let reviewId: string;

  beforeAll(async () => {
    google = await startFakeGoogleServer();
    ai = await startFakeOpenAiServer({ apiKey, models: ['gpt-4o-mini'] });
    const cookieSecret = 'test-cookie-secret-test-cookie-secret';
    t = await createTestApp({
      cookieSecret,
      businessProfile: createGoogleBusinessProfile({
        clientId: google.clientId,
        clientSecret: google.clientSecret,
        urls: google.urls,
        sleep: async () => {},
        random: () => 0.5,
      }),
      replyWriter: createOpenAiCompatibleWriter({ baseUrl: ai.baseUrl, apiKey, model: 'gpt-4o-mini' }),
    });
    call = caller(t.app);
    team = await createTeam(t.database.db, 'Org Google replies');
    owner = await signIn(t.app, team.owner.email);

    const account = google.data.addAccount(OWNER_EMAIL, { accountName: 'Maison Dorée' });
    const location = google.data.addLocation(account, { title: 'Maison Dorée Oberkampf' });
    reviewName = google.data.addReview(account, location, {
      rating: 2,
      comment: 'Long wait and the bread was stale.',
      reviewer: 'Sarah Connor',
    });
    const issued = google.oauth.issueTokens(OWNER_EMAIL);
    await createGrantStore(t.database.db, createSecretBox(cookieSecret, 'business-profile-tokens'), 'google').save(
      team.organizationId,
      team.owner.id,
      {
        accessToken: issued.accessToken,
        refreshToken: issued.refreshToken,
        expiresAt: new Date(Date.now() + issued.expiresIn * 1000),
      },
      OWNER_EMAIL,
    );
    reviewId = await addReview(t.database.db, {
      organizationId: team.organizationId,
      locationId: await locationOf(t.database.db, team.seller.id),
      source: 'google',
      googleReviewId: reviewName,
      rating: 2,
      comment: 'Long wait and the bread was stale.',
      reviewerName: 'Sarah Connor',
    });
  });
  afterAll(async () => {
    await t.close();
    await google.close();
    await ai.close();
  });

  it('should put the reply on Google and delete it there', async () => {
    const replied = await call('POST', `/manager/reviews/${reviewId}/reply`, owner, {
      text: 'Sorry for the wait, Sarah.',
    });
    expect(replied.status).toBe(200);
    expect(google.data.review(reviewName)?.reviewReply?.comment).toBe('Sorry for the wait, Sarah.');
    const deleted = await call('DELETE', `/manager/reviews/${reviewId}/reply`, owner);
    expect(deleted.status).toBe(200);
    expect(google.data.review(reviewName)?.reviewReply).toBeUndefined();
  });

  it('should say so when Google is rate limited (429), keeping the review unanswered', async () => {
    google.failNext(5, { status: 429 });
    const limited = await call('POST', `/manager/reviews/${reviewId}/reply`, owner, { text: 'Sorry, Sarah.' });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Google is receiving too many requests right now. Please try again in a minute.');
    const inbox = await call('GET', '/manager/reviews', owner);
    expect(inbox.body.data.reviews[0].reply).toBeNull();
  });

  it('should say so when Google refuses the reply, on the text or as a whole', async () => {
    google.failNext(1, { status: 400 });
    const refused = await call('POST', `/manager/reviews/${reviewId}/reply`, owner, { text: 'Sorry, Sarah.' }, 'fr');
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ text: ['Google a refusé cette réponse. Vérifiez le texte et réessayez.'] });
    google.failNext(5, { status: 503 });
    const down = await call('POST', `/manager/reviews/${reviewId}/reply`, owner, { text: 'Sorry, Sarah.' });
    expect(down.status).toBe(502);
    expect(down.body.message).toBe('Google refused this reply. Check the text and try again.');
    expect(google.data.review(reviewName)?.reviewReply).toBeUndefined();
  });

  it('should draft through the OpenAI-compatible endpoint from the rating, text, first name and business', async () => {
    ai.setReply(() => 'Dear Sarah, we are sorry about the wait. The team of Boulangerie du Port');
    const draft = await call('POST', `/manager/reviews/${reviewId}/ai-draft`, owner, {});
    expect(draft.status).toBe(200);
    expect(draft.body.data).toEqual({
      text: 'Dear Sarah, we are sorry about the wait. The team of Boulangerie du Port',
      language: 'en',
    });
    const prompt = ai.requests
      .at(-1)!
      .body.messages.map((m) => m.content)
      .join('\n');
    expect(prompt).toContain('Sarah');
    expect(prompt).not.toContain('Connor');
    expect(prompt).toContain('Boulangerie du Port');
    expect(prompt).toContain('Long wait and the bread was stale.');
    expect(google.data.review(reviewName)?.reviewReply).toBeUndefined();
  });

  it('should say the draft could not be written when the AI service refuses', async () => {
    ai.failNext({ status: 429 });
    const limited = await call('POST', `/manager/reviews/${reviewId}/ai-draft`, owner, {});
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe(
      'The AI draft could not be written right now. Please try again, or write your reply yourself.',
    );
  });
});
