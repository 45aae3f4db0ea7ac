import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, storeSession } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ locale: 'en-GB' });

test('the demo owner adds a sandbox competitor by search, reads its reviews, then removes it', async ({
  page,
  request,
}) => {
  // Four axe runs over dialogs on a shared machine: more than the default 30 s.
  test.setTimeout(120_000);
  await storeSession(page, await apiLogin(request, demo.owner));
  await page.goto('/manager/competitors');
  await expect(page.getByRole('heading', { level: 1, name: 'Competitors' })).toBeVisible();
  await expect(page.getByText('Your average rating')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a competitor' }).first()).toBeEnabled();
  await expectNoAxeViolations(page);

  // The search dialog: the sandbox's neighbours of the demo bakery.
  await page.getByRole('button', { name: 'Add a competitor' }).first().click();
  const search = page.getByRole('dialog', { name: 'Add a competitor' });
  await search.getByRole('searchbox', { name: 'Business name or trade' }).fill('boulangerie');
  const add = search.getByRole('button', { name: /^Add / }).first();
  await expect(add).toBeVisible();
  await expectNoAxeViolations(page);
  const name = (await add.getAttribute('aria-label'))!.replace(/^Add /, '');
  await add.click();

  await expect(page.getByText('The competitor has been added.')).toBeVisible();
  await expect(search).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText(/vs you/).first()).toBeVisible();

  // The review details modal: its latest reviews, read from the sandbox.
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Review details' }).click();
  const details = page.getByRole('dialog', { name: `Reviews of ${name}` });
  await expect(details.getByRole('heading', { name: 'Latest reviews' })).toBeVisible();
  await expect(details.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await details.getByRole('button', { name: 'Close' }).first().click();
  await expect(details).toBeHidden();

  // Remove, with a confirmation.
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Remove' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this competitor?' });
  // Its body comes with its first opening (packages/ui DECISIONS, "A closed dialog's trigger
  // without the dialog"): the dialog is checked once it is there.
  await expect(confirm.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('The competitor has been removed.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
