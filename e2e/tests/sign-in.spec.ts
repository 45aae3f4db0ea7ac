import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

const demo = { email: 'demo@starcrew.app', password: 'Starcrew-demo-2026' };

test.use({ locale: 'en-GB' });

test('signed out, / leads to sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the demo account signs in and reaches the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/manager\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle(/Dashboard/);
  await expectNoAxeViolations(page);
});

test('a wrong password shows the server message on the form and keeps the email', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(demo.email);
  await expect(page).toHaveURL(/\/login$/);
});

test('an empty form shows the spec messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('Please enter your email')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await expect(page.getByLabel('Email')).toBeFocused();
});

test('the sign-in screen speaks French when French was chosen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('app-lang', 'fr'));
  await page.goto('/login');
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByText('Veuillez saisir votre adresse e-mail')).toBeVisible();
  await expect(page).toHaveTitle(/Connexion/);
  await expectNoAxeViolations(page);
});

test('in French, /login downloads only the public texts and the dashboard arrives with its own', async ({ page }) => {
  const tiers: string[] = [];
  page.on('request', (request) => {
    const tier = /\/assets\/((?:en|fr)\.[\w-]+)-[\w-]{8}\.js$/.exec(request.url())?.[1];
    if (tier) tiers.push(tier);
  });
  await page.addInitScript(() => localStorage.setItem('app-lang', 'fr'));
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion à Starcrew' })).toBeVisible();
  expect(tiers).toEqual(['fr.public']);

  await page.getByLabel('Adresse e-mail').fill(demo.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(demo.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.getByText('Note moyenne').first()).toBeVisible();
  // The signed-in shell's tier and the dashboard's own (packages/i18n/DECISIONS.md), in either order.
  expect([tiers[0], ...tiers.slice(1).sort()]).toEqual(['fr.public', 'fr.dashboard', 'fr.shell']);
  await expectNoAxeViolations(page);
});

test('an unknown path shows the 404 page with a link home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('The page you are looking for does not exist.')).toBeVisible();
  await page.getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoAxeViolations(page);
});
