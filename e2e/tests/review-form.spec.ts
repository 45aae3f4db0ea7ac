import { expect, test } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

// A customer scans a QR code: a phone, in French (the phone's language decides).
test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });

test('a customer opens a review link on a phone and is told, in French, what is missing', async ({ page }) => {
  await page.goto('/reviews/4af0cae7-a72e-49fc-8cf0-a15997c299e1/qr-counter');
  await expect(page.getByRole('heading', { level: 1, name: 'Comment s’est passée votre visite ?' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expectNoAxeViolations(page);

  const review = page.getByRole('textbox', { name: 'Votre avis' });
  await review.fill('Accueil chaleureux, croissants encore tièdes.');
  await page.getByRole('button', { name: 'Envoyer mon avis' }).click();

  // The spec's messages for what is missing; what was typed stays, and the first gap has focus.
  await expect(page.getByText('Veuillez saisir votre prénom')).toBeVisible();
  await expect(page.getByText('Veuillez saisir votre nom', { exact: true })).toBeVisible();
  await expect(page.getByText('Veuillez saisir votre adresse e-mail')).toBeVisible();
  await expect(page.getByText('Veuillez saisir votre avis')).toHaveCount(0);
  await expect(review).toHaveValue('Accueil chaleureux, croissants encore tièdes.');
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toBeFocused();
  await expectNoAxeViolations(page);

  // A malformed address is named as such once the customer moves on.
  const email = page.getByRole('textbox', { name: 'Adresse e-mail' });
  await email.fill('camille@');
  await email.press('Tab');
  await expect(page.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
});

test('sending right after typing a malformed email is not lost to the error line it brings', async ({ page }) => {
  await page.goto('/reviews/4af0cae7-a72e-49fc-8cf0-a15997c299e1/qr-counter');
  await page.getByRole('textbox', { name: 'Votre avis' }).fill('Très bon accueil.');
  await page.getByRole('textbox', { name: 'Adresse e-mail' }).fill('camille@');
  // Pressing the button leaves the email field, whose error would push the button down under
  // the pointer: the form holds that error until the click is done, so the send happens.
  await page.getByRole('button', { name: 'Envoyer mon avis' }).click();
  await expect(page.getByText('Veuillez saisir votre prénom')).toBeVisible();
  await expect(page.getByText('Veuillez saisir une adresse e-mail valide')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Prénom' })).toBeFocused();
});

test('an incomplete review link says so instead of showing a form', async ({ page }) => {
  await page.goto('/reviews/4af0cae7-a72e-49fc-8cf0-a15997c299e1');
  await expect(page.getByText('Ce lien d’avis est incomplet. Veuillez scanner à nouveau le QR code.')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
