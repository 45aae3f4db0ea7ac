import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { collectingTeam, formPost, goodReview, GOOGLE_URL, reviewsAt } from './publicReviews.fixtures.ts';

let t: TestApp;
let link: Awaited<ReturnType<typeof collectingTeam>>;
const page = (code = link.sellerCode) => `/reviews/${link.locationId}/${code}`;

beforeAll(async () => {
  t = await createTestApp();
  link = await collectingTeam(t.database.db);
});
afterAll(() => t?.close());

const get = (url: string, language?: string) =>
  t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

describe('the public review page, without JavaScript', () => {
  it('should render the whole form as HTML with the location, the brand and a real star radio group', async () => {
    const response = await get(page(), 'en-GB,en;q=0.9');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Boulangerie du Port');
    expect(html).toContain('How was your visit?');
    expect(html).toMatch(/<form[^>]+method="post"[^>]+action="\/reviews\//);
    expect(html.match(/type="radio" name="rating"/g)).toHaveLength(5);
    expect(html).toContain('5 stars');
    for (const name of ['comment', 'first_name', 'last_name', 'email', 'website'])
      expect(html).toContain(`name="${name}"`);
    // The seller's QR customization: its colours as theme variables, its logo.
    expect(html).toContain('--sc-color-background-accent:#7a1f5c');
    expect(html).toContain('src="/api/uploads/logo-fixture.png"');
    // The colours' <style> is allowed by its hash, never by 'unsafe-inline'.
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toMatch(/style-src 'sha256-[^']+' 'self'/);
    expect(policy).not.toContain('unsafe-inline');
  });

  it('should speak the language of spec section 4: the link’s ?lang=, then the browser’s, then French', async () => {
    expect((await get(page(), 'fr-FR,fr;q=0.9')).body).toContain('Comment s’est passée votre visite ?');
    expect((await get(`${page()}?lang=en`, 'fr-FR')).body).toContain('<html lang="en">');
    expect((await get(page(), 'de-DE,es;q=0.8')).body).toContain('<html lang="fr">');
    expect((await get(page(), 'de-DE,en;q=0.5')).body).toContain('<html lang="en">');
  });

  it('should store a review sent from a seller’s link, attributed to that seller with certainty, before the redirect', async () => {
    const response = await t.app.inject({ method: 'POST', url: page(), ...formPost(goodReview) });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${page()}/thanks`);
    // Nothing waited for after the answer: the review is there as soon as the 303 is.
    const [review] = await reviewsAt(t.database.db, link.locationId);
    expect(review).toMatchObject({
      source: 'form',
      rating: 4,
      comment: goodReview.comment,
      reviewerName: 'Camille Durand',
      reviewerFirstName: 'Camille',
      reviewerLastName: 'Durand',
      reviewerEmail: 'camille@example.test',
      sellerId: link.team.seller.id,
      attribution: 'certain',
      organizationId: link.team.organizationId,
    });
  });

  it('should attribute a review sent with the location’s own code to no one', async () => {
    const before = (await reviewsAt(t.database.db, link.locationId)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: page(link.locationCode),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '198.51.100.2' },
      payload: new URLSearchParams({ ...goodReview, first_name: 'Nadia' }).toString(),
    });
    expect(response.statusCode).toBe(303);
    const stored = await reviewsAt(t.database.db, link.locationId);
    expect(stored).toHaveLength(before + 1);
    expect(stored.find((r) => r.reviewerFirstName === 'Nadia')).toMatchObject({ sellerId: null, attribution: null });
  });

  it('should show the page again (422) with the spec’s message on each field and everything typed kept', async () => {
    const before = (await reviewsAt(t.database.db, link.locationId)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: page(),
      ...formPost({ comment: 'Très bien <b>vraiment</b>', first_name: 'Éloïse', last_name: '', email: 'eloise@' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(422);
    const html = response.body;
    expect(html).toContain('Veuillez saisir votre note');
    expect(html).toContain('Veuillez saisir votre nom');
    expect(html).toContain('Veuillez saisir une adresse e-mail valide');
    expect(html).toContain('data-rf-error="first_name" hidden></p>');
    // What was typed, escaped, in its field.
    expect(html).toContain('>Très bien &lt;b&gt;vraiment&lt;/b&gt;</textarea>');
    expect(html).toContain('value="Éloïse"');
    expect(html).toContain('value="eloise@"');
    expect(html).toMatch(/id="email"[^>]*aria-invalid="true"[^>]*aria-describedby="email-hint email-error"/);
    expect(await reviewsAt(t.database.db, link.locationId)).toHaveLength(before);
  });

  it('should keep the bounds of decisions.md', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: page(),
      payload: formPost({ ...goodReview, comment: 'x'.repeat(2001), first_name: 'y'.repeat(51), rating: '6' }).payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Review can be at most 2000 characters long');
    expect(response.body).toContain('First name can be at most 50 characters long');
    expect(response.body).toContain('Please fill out the rating correctly');
    // A NUL cannot be stored: a wrong value, not a 500.
    const nul = await t.app.inject({
      method: 'POST',
      url: page(),
      payload: formPost({ ...goodReview, comment: 'a\u0000b' }).payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(nul.statusCode).toBe(422);
    expect(nul.body).toContain('Please fill out the review correctly');
  });

  it('should answer a filled honeypot like a success and store nothing', async () => {
    const before = (await reviewsAt(t.database.db, link.locationId)).length;
    const response = await t.app.inject({
      method: 'POST',
      url: page(),
      ...formPost({ ...goodReview, website: 'spam' }),
    });
    expect(response.statusCode).toBe(303);
    expect(await reviewsAt(t.database.db, link.locationId)).toHaveLength(before);
  });

  it('should offer Google to every customer on the thank-you page, whatever the rating', async () => {
    const oneStar = await t.app.inject({ method: 'POST', url: page(), ...formPost({ ...goodReview, rating: '1' }) });
    expect(oneStar.statusCode).toBe(303);
    const thanks = await get(String(oneStar.headers.location), 'fr');
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Merci pour votre avis !');
    expect(thanks.body).toContain(`href="${GOOGLE_URL.replace(/&/g, '&amp;')}"`);
    expect(thanks.body).toContain('Publier mon avis sur Google');
  });

  it('should answer unknown, malformed and incomplete links with a clear page in the customer’s language', async () => {
    for (const url of [
      `/reviews/${link.locationId}/not-a-code`,
      '/reviews/not-a-uuid/abc',
      `/reviews/${link.locationId}`,
      `/reviews/00000000-0000-4000-8000-000000000000/${link.sellerCode}`,
    ]) {
      const response = await get(url, 'fr');
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('Ce lien d’avis est incomplet ou n’est plus valide.');
      expect(response.body, url).not.toMatch(/>\s*404/);
      expect(response.body, url).not.toContain('<form');
    }
  });
});

describe('an inactive location', () => {
  it('should say it collects no reviews now, and store nothing sent to it', async () => {
    const other = await collectingTeam(t.database.db, 'Inactive');
    await t.database.db.update(locations).set({ licenseStatus: 'inactive' }).where(eq(locations.id, other.locationId));
    const url = `/reviews/${other.locationId}/${other.sellerCode}`;
    const shown = await get(url, 'en');
    expect(shown.statusCode).toBe(404);
    expect(shown.body).toContain('Boulangerie du Port is not collecting reviews at the moment.');
    expect(shown.body).not.toContain('<form');
    const posted = await t.app.inject({ method: 'POST', url, ...formPost(goodReview) });
    expect(posted.statusCode).toBe(404);
    const json = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: goodReview });
    expect(json.statusCode).toBe(404);
    expect(await reviewsAt(t.database.db, other.locationId)).toHaveLength(0);
  });
});

describe('the JSON call of the enhanced form', () => {
  it('should answer 422 per field in the spec’s words, in the reader’s language', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1${page()}`,
      headers: { 'accept-language': 'en' },
      payload: { comment: '', email: 'nope' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please enter your rating',
      errors: {
        rating: ['Please enter your rating'],
        comment: ['Please enter your review'],
        first_name: ['Please enter your first name'],
        last_name: ['Please enter your last name'],
        email: ['Please enter a valid email'],
      },
    });
  });

  it('should store the review before its 201 and say where the thanks and Google are', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1${page()}`,
      headers: { 'x-forwarded-for': '198.51.100.3' },
      payload: { ...goodReview, rating: 5, first_name: 'Jules' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { thanks_url: `${page()}/thanks`, google_review_url: GOOGLE_URL } });
    const stored = (await reviewsAt(t.database.db, link.locationId)).find((r) => r.reviewerFirstName === 'Jules');
    expect(stored).toMatchObject({ rating: 5, sellerId: link.team.seller.id, attribution: 'certain' });
  });
});
