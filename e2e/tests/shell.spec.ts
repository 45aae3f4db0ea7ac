import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, DEMO_PASSWORD, demo, storeSession } from './authHelpers.ts';

test.use({ locale: 'en-GB', viewport: { width: 1440, height: 900 } });

/** Spec section 2: each role's sidebar, in order. */
const sidebars = {
  owner: ['Dashboard', 'My Networks', 'My Campaigns', 'Rewards', 'My Managers', 'Sellers', 'Reviews', 'Competitors'],
  manager: ['Dashboard', 'My Networks', 'My Campaigns', 'Sellers', 'Rewards', 'Reviews', 'Tools', 'Competitors'],
  seller: ['Dashboard', 'My Campaigns', 'My Reviews', 'Tools'],
};

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function signInAs(page: Page, email: string) {
  const session = await apiLogin(page.request, email);
  await storeSession(page, session);
}

test('the owner signs in with the keyboard alone and signs out from the profile menu', async ({ page }) => {
  await page.goto('/login');
  const email = page.getByLabel('Email');
  // Tab from the top of the page until the email field has focus.
  for (let i = 0; i < 10 && !(await email.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type(demo.owner);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/manager\/dashboard$/);

  await expect(mainNav(page).getByRole('link')).toHaveText(sidebars.owner);
  await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  // A sidebar link navigates client-side and moves the current mark.
  await mainNav(page).getByRole('link', { name: 'My Campaigns' }).click();
  await expect(page).toHaveURL(/\/manager\/campaigns$/);
  await expect(mainNav(page).getByRole('link', { name: 'My Campaigns' })).toHaveAttribute('aria-current', 'page');

  const profile = page.getByRole('button', { name: 'Camille Laurent' });
  await profile.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['My account', 'Sign out']);
  await expectNoAxeViolations(page);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The session is cleared once the server has answered the logout.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the manager sees the manager sidebar', async ({ page }) => {
  await signInAs(page, demo.manager);
  await page.goto('/manager/sellers');
  await expect(mainNav(page).getByRole('link')).toHaveText(sidebars.manager);
  await expect(mainNav(page).getByRole('link', { name: 'Sellers' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);
});

test('a seller sees the seller sidebar and Collection tools in the profile menu', async ({ page }) => {
  await signInAs(page, demo.otherSeller);
  await page.goto('/seller/dashboard');
  await expect(page).toHaveURL(/\/seller\/dashboard$/);
  await expect(mainNav(page).getByRole('link')).toHaveText(sidebars.seller);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Léa/ }).click();
  await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Collection tools', 'My account', 'Sign out']);
  await page.getByRole('menuitem', { name: 'Collection tools' }).click();
  await expect(page).toHaveURL(/\/seller\/tools$/);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the owner gets the bottom menu and its More panel', async ({ page }) => {
    await signInAs(page, demo.owner);
    await page.goto('/manager/dashboard');
    // My Networks is hidden on mobile for the super manager.
    await expect(mainNav(page).getByRole('link')).toHaveText(['Dashboard', 'My Campaigns', 'Rewards', 'My Managers']);
    await expectNoAxeViolations(page);
    await mainNav(page).getByRole('button', { name: 'More' }).click();
    const more = page.getByRole('dialog', { name: 'More' });
    await expect(more.getByRole('link')).toHaveText([
      'Sellers',
      'Reviews',
      'Competitors',
      'Plans and billing',
      'My account',
    ]);
    await expect(more.getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expectNoAxeViolations(page);
    await more.getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/manager\/reviews$/);
    await expect(more).toBeHidden();
  });
});

test('the language chosen in the top bar survives a reload', async ({ page }) => {
  await signInAs(page, demo.owner);
  await page.goto('/manager/dashboard');
  await page.getByLabel('Language').selectOption('fr');
  const frenchNav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(frenchNav.getByRole('link', { name: 'Tableau de bord' })).toBeVisible();
  await page.reload();
  await expect(frenchNav.getByRole('link', { name: 'Mes campagnes' })).toBeVisible();
  await expectNoAxeViolations(page);
});
