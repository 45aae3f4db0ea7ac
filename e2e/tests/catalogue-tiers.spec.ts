import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, storeSession } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';

// packages/i18n/DECISIONS.md, "Tiers by screen": My Sellers' texts are in the sellers tier,
// which the route's loader awaits beside the list, in the language on screen.
test.use({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });

const texts = {
  fr: ['Les membres de l’équipe qui collectent les avis, avec leurs chiffres.', 'Avis collectés'],
  en: ['The team members who collect reviews, with their figures.', 'Reviews collected'],
};

type Watched = Window & { englishSeen?: string[] };

/** Records any of these English texts that ever shows on the page, however briefly. */
async function watchForEnglish(page: Page, english: string[]): Promise<void> {
  await page.addInitScript((watchedTexts) => {
    const watched = window as Watched;
    watched.englishSeen = [];
    new MutationObserver(() => {
      const shown = document.body?.innerText ?? '';
      for (const text of watchedTexts)
        if (shown.includes(text) && !watched.englishSeen!.includes(text)) watched.englishSeen!.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, english);
}

/** The English texts that showed since `watchForEnglish`. */
const englishSeen = (page: Page) => page.evaluate(() => (window as Watched).englishSeen);

test('My Sellers opened in French shows its French texts from the first paint, and its English ones after a switch', async ({
  page,
  request,
}) => {
  await storeSession(page, await apiLogin(request, demo.owner));
  await page.evaluate(() => localStorage.setItem('app-lang', 'fr'));
  await watchForEnglish(page, texts.en);

  // The sellers tier arrives only once the screen's code is in and its loader asked for the
  // list: had the loader not awaited the tier, the screen would render first, in English.
  const screenLoaded = page.waitForResponse(/\/SellersScreen-[\w-]+\.js$/).then((response) => response.finished());
  const listAsked = page.waitForRequest(/\/api\/v1\/manager\/sellers\b/);
  await page.route(/\/fr\.sellers-[\w-]+\.js$/, async (route) => {
    await Promise.all([screenLoaded, listAsked]);
    await route.continue();
  });

  await page.goto('/manager/sellers');
  for (const text of texts.fr) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: demo.seller })).toBeVisible();
  expect(await englishSeen(page)).toEqual([]);
  await expectNoAxeViolations(page);

  // The switch downloads this screen's English tier with the others before it shows.
  await page.getByLabel('Langue').selectOption('en');
  for (const text of texts.en) await expect(page.getByText(text, { exact: true })).toBeVisible();
  for (const text of texts.fr) await expect(page.getByText(text, { exact: true })).toBeHidden();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('columnheader', { name: 'Total reviews' })).toBeVisible();
});

test('My Sellers whose French tier fails to download shows its English texts, in the French shell', async ({
  page,
  request,
}) => {
  await storeSession(page, await apiLogin(request, demo.owner));
  await page.evaluate(() => localStorage.setItem('app-lang', 'fr'));
  await page.route(/\/fr\.sellers-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));

  await page.goto('/manager/sellers');
  // The screen still renders (its loader does not fail with its texts), with their English defaults.
  for (const text of texts.en) await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: demo.seller })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});

// packages/i18n/DECISIONS.md, "A tier for the sign-in page": /login downloads the public tier
// only; the other sign-in pages' texts (the register form's, its password rules) are in the
// auth tier, which their route's loader awaits, so they too show in French from the first paint.
const register = {
  fr: ['Créez votre compte Starcrew', '8 à 64 caractères'],
  en: ['Create your Starcrew account', '8 to 64 characters'],
};

for (const start of ['directly', 'from the sign-in page'] as const)
  test(`Create your account opened in French ${start} shows its French texts from the first paint`, async ({
    page,
  }) => {
    await watchForEnglish(page, register.en);

    // The auth tier arrives only once the screen's code is in: had the route's loader not
    // awaited it, the screen would render first, in English.
    const screenLoaded = page.waitForResponse(/\/RegisterScreen-[\w-]+\.js$/).then((response) => response.finished());
    const authTierAsked: string[] = [];
    await page.route(/\/fr\.auth-[\w-]+\.js$/, async (route) => {
      authTierAsked.push(route.request().url());
      await screenLoaded;
      await route.continue();
    });

    if (start === 'directly') await page.goto('/register');
    else {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Connexion à Starcrew' })).toBeVisible();
      // The sign-in page shows its French texts without the auth tier.
      expect(authTierAsked).toEqual([]);
      await page.getByRole('link', { name: 'Créer un compte' }).click();
    }
    await expect(page).toHaveURL(/\/register$/);
    for (const text of register.fr) await expect(page.getByText(text, { exact: true })).toBeVisible();
    expect(authTierAsked).toHaveLength(1);
    expect(await englishSeen(page)).toEqual([]);
    await expectNoAxeViolations(page);
  });
