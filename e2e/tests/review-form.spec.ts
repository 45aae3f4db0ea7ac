import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, storeSession } from './authHelpers.ts';

// A customer scans a seller's QR code in the shop: a phone, in French (the phone's language decides).
test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
// The manager's inbox, last, shows the reviews the first tests sent: they run in order, and a
// retry runs them all again (with a new run mark).
test.describe.configure({ mode: 'serial' });

/** This run's mark in each comment: the inbox finds this run's two reviews by it, and only them. */
const run = `run-${Date.now().toString(36)}`;
const comments = {
  withoutJs: `Attente un peu longue, mais accueil aimable. (${run})`,
  withJs: `Croissants encore tièdes, merci Léa ! (${run})`,
};

/**
 * Léa's collection link at the demo location, as the manager's sellers list gives it; with
 * `qr`, her QR code's colours are set first (the page wears them).
 */
async function sellerLink(
  request: APIRequestContext,
  qr?: { primary_color: string; secondary_color: string },
): Promise<string> {
  return (await lea(request, qr)).path;
}

/** Léa as the manager's sellers list gives her: her name and her link at the demo location. */
async function lea(
  request: APIRequestContext,
  qr?: { primary_color: string; secondary_color: string },
): Promise<{ path: string; name: string }> {
  const { access_token: token } = await apiLogin(request, demo.owner);
  const headers = { authorization: `Bearer ${token}` };
  const response = await request.get('/api/v1/manager/sellers?per_page=50', { headers });
  expect(response.status()).toBe(200);
  type Sellers = {
    data: {
      sellers: Array<{
        id: string;
        email: string;
        first_name: string;
        last_name: string;
        qr: { name: string };
        links: Array<{ path: string }>;
      }>;
    };
  };
  const seller = ((await response.json()) as Sellers).data.sellers.find((s) => s.email === demo.otherSeller);
  const path = seller?.links[0]?.path;
  if (!seller || !path) throw new Error('Léa has no collection link');
  if (qr) {
    const saved = await request.post(`/api/v1/manager/sellers/${seller.id}/qr`, {
      headers,
      data: { ...qr, name: seller.qr.name },
    });
    expect(saved.status()).toBe(200);
  }
  return { path, name: `${seller.first_name} ${seller.last_name}` };
}

async function fillReview(page: Page, rating: string, comment: string) {
  await page.getByRole('radio', { name: rating }).check();
  await page.getByRole('textbox', { name: 'Votre avis' }).fill(comment);
  await page.getByRole('textbox', { name: 'Prénom' }).fill('Camille');
  await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
}

async function expectThanksWithGoogle(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre avis !' })).toBeVisible();
  const google = page.getByRole('link', { name: 'Publier mon avis sur Google' });
  await expect(google).toHaveAttribute('href', /^https:\/\/search\.google\.com\/local\/writereview\?placeid=/);
}

// axe runs as a script in the page: the pages are checked in the JavaScript tests below, which
// show the same server markup (the first page, its messages, the thanks, the unknown link).
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a customer sends a review from the server’s page: told what is wrong, then thanked and offered Google', async ({
    page,
    request,
  }) => {
    const link = await sellerLink(request);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Comment s’est passée votre visite ?' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText('Maison Dorée', { exact: false }).first()).toBeVisible();

    // First a rating, a comment, no last name and a malformed email.
    await page.getByRole('radio', { name: '1 étoile' }).check();
    await page.getByRole('textbox', { name: 'Votre avis' }).fill(comments.withoutJs);
    await page.getByRole('textbox', { name: 'Prénom' }).fill('Camille');
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('camille@');
    await page.getByRole('button', { name: 'Envoyer mon avis' }).click();

    // The same page again, from the server, with the spec's messages and everything kept.
    await expect(page.getByText('Veuillez saisir votre nom', { exact: true })).toBeVisible();
    await expect(page.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Votre avis' })).toHaveValue(comments.withoutJs);
    await expect(page.getByRole('radio', { name: '1 étoile' })).toBeChecked();
    await expect(page.getByRole('textbox', { name: 'Adresse e-mail' })).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Durand');
    await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('camille@example.fr');
    await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
    // A one-star review is offered Google like any other: no rating decides.
    await expect(page).toHaveURL(/\/thanks$/);
    await expectThanksWithGoogle(page);
  });

  test('an unknown or incomplete link gets a clear page, with no error code on it', async ({ page }) => {
    for (const url of ['/reviews/4af0cae7-a72e-49fc-8cf0-a15997c299e1/qr-counter', '/reviews/4af0cae7']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: 'Ce lien ne fonctionne pas' })).toBeVisible();
      await expect(page.getByText('Ce lien d’avis est incomplet ou n’est plus valide.')).toBeVisible();
      await expect(page.getByText('404')).toHaveCount(0);
    }
  });
});

test.describe('with JavaScript', () => {
  test('the enhanced page checks as the customer types and sends without a reload', async ({ page, request }) => {
    await page.goto('/reviews/4af0cae7-a72e-49fc-8cf0-a15997c299e1/qr-counter');
    await expect(page.getByRole('heading', { level: 1, name: 'Ce lien ne fonctionne pas' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Léa's QR colours: the page wears them (a <style> the policy allows by its hash; the CSP
    // guard of fixtures.ts fails the test on any violation).
    const link = await sellerLink(request, { primary_color: '#7a1f5c', secondary_color: '#ffffff' });
    await page.goto(link);
    await expect(page.getByRole('button', { name: 'Envoyer mon avis' })).toHaveCSS(
      'background-color',
      'rgb(122, 31, 92)',
    );
    await expectNoAxeViolations(page);
    // The stylesheet and the script are the build's, loaded under the content security policy.
    await expect(page.locator('script[type="module"]')).toHaveCount(1);

    // A malformed address is named as soon as the customer moves on.
    const email = page.getByRole('textbox', { name: 'Adresse e-mail' });
    await email.fill('camille@');
    await email.press('Tab');
    await expect(page.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');

    // Sending with gaps: every message, focus on the first, nothing sent.
    await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await expect(page.getByText('Veuillez saisir votre note')).toBeVisible();
    await expect(page.getByRole('radio', { name: '1 étoile' })).toBeFocused();
    await expectNoAxeViolations(page);

    await fillReview(page, '5 étoiles', comments.withJs);
    await email.fill('camille@example.fr');
    await expect(page.getByText('Veuillez saisir une adresse e-mail valide')).toHaveCount(0);
    // No navigation: the thanks replace the form in place, and this mark survives.
    await page.evaluate(() => Object.assign(window, { reviewFormMark: 'same page' }));
    await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
    await expectThanksWithGoogle(page);
    await expectNoAxeViolations(page);
    await expect(page).toHaveURL(/\/thanks$/);
    expect(await page.evaluate(() => (window as unknown as { reviewFormMark?: string }).reviewFormMark)).toBe(
      'same page',
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Merci pour votre avis !' })).toBeFocused();
  });
});

// Back at the office: the manager, on a desktop in English, finds both reviews in the inbox.
test.describe('in the manager’s inbox', () => {
  test.use({ locale: 'en-GB', viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false });

  test('both reviews sent through Léa’s link are hers, with certainty', async ({ page, request }) => {
    const { name } = await lea(request);
    await storeSession(page, await apiLogin(request, demo.manager));
    // The form's reviews with this run's mark: the two, on the first page whatever else arrived.
    await page.goto(`/manager/reviews?source=form&search=${encodeURIComponent(run)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    for (const comment of [comments.withoutJs, comments.withJs]) {
      const card = page.getByRole('listitem').filter({ hasText: comment });
      await expect(card).toBeVisible();
      await expect(card.getByText(`Collected by ${name}`, { exact: true })).toBeVisible();
      await expect(card.getByText('Certain', { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('listitem').filter({ hasText: run })).toHaveCount(2);
    await expectNoAxeViolations(page);
  });
});
