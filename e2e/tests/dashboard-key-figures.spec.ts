import { held } from '@starcrew/ui/testing/held';
import { apiLogin, demo, storeSession } from './authHelpers.ts';
import { dashboardHasReviews } from './dashboardHelpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The key figures' cards are as tall while they load as once their figures are there, so the
 * panels under them stay where they are (dashboard DECISIONS.md). Each card's box and the top of
 * the first panel are compared before and after the figures come, on a phone (two rows of two
 * cards), a tablet and a wide screen (one row of four), in English and in French (longer labels).
 * React swaps the placeholders' tree for the figures' (a Suspense fallback), so the Layout
 * Instability API misses this (new nodes are not counted as moved): the boxes are measured.
 */
const screens = [
  { name: 'a phone', viewport: { width: 390, height: 844 } },
  { name: 'a tablet', viewport: { width: 820, height: 1180 } },
  { name: 'a wide screen', viewport: { width: 1440, height: 900 } },
];
const languages = [
  { language: 'English', locale: 'en-GB', figures: 'Key figures', scope: /^Here is how /, ranking: 'Team ranking' },
  {
    language: 'French',
    locale: 'fr-FR',
    figures: 'Chiffres clés',
    scope: /^Voici où en /,
    ranking: 'Classement de l’équipe',
  },
];

for (const { name, viewport } of screens) {
  for (const { language, locale, figures: figuresName, scope, ranking } of languages) {
    test.describe(() => {
      test.use({ locale, viewport });

      test(`the key figures keep their height when they come, on ${name}, in ${language}`, async ({
        page,
        request,
      }) => {
        test.setTimeout(90_000);
        const session = await apiLogin(request, demo.owner);
        // The sandbox's reviews are imported after start-up: the average then shows with its stars.
        await dashboardHasReviews(request, session);

        await storeSession(page, session);
        const { released: figuresHeld, release } = held();
        const { released: figuresAsked, release: asked } = held();
        await page.route(
          (url) => url.pathname === '/api/v1/manager/dashboard',
          async (route) => {
            asked();
            await figuresHeld;
            await route.continue();
          },
        );

        await page.goto('/manager/dashboard');
        // The working location is known (the figures are asked for it, its name is said): what
        // is compared is the figures' arrival alone.
        await figuresAsked;
        await expect(page.getByText(scope)).toBeVisible();
        const keyFigures = page.getByRole('list', { name: figuresName });
        const cards = keyFigures.getByRole('listitem');
        await expect(cards).toHaveCount(4);
        // Every card is a placeholder, and the panel under the figures is drawn.
        await expect(keyFigures.locator('[aria-busy="true"]')).toHaveCount(4);
        const panelTitle = page.getByRole('heading', { level: 2, name: ranking });
        await expect(panelTitle).toBeVisible();

        const boxes = async () => ({
          cards: await cards.evaluateAll((items) =>
            items.map((item) => {
              const { x, y, width, height } = item.getBoundingClientRect();
              return { x, y, width, height };
            }),
          ),
          panelTop: await panelTitle.evaluate((title) => title.getBoundingClientRect().y),
        });
        const before = await boxes();
        release();

        // The four figures are there: no placeholder left, a number in the first card.
        await expect(keyFigures.locator('[aria-busy]')).toHaveCount(0);
        await expect(cards.first()).toContainText(/\d/);
        await expect(panelTitle).toBeVisible();

        expect(await boxes()).toEqual(before);
      });
    });
  }
}
