import { expectNoAxeViolations } from './axe.ts';
import { apiLogin, demo, storeSession } from './authHelpers.ts';
import { expect, test } from './fixtures.ts';

test.use({ locale: 'en-GB' });

test('the demo owner distributes a reward, then undistributes it after the confirmation', async ({ page, request }) => {
  await storeSession(page, await apiLogin(request, demo.owner));
  await page.goto('/manager/rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  // The demo's ended campaign left rewards to distribute.
  const row = page.getByRole('row').filter({ hasText: 'Défi de la rentrée' }).first();
  await expect(row).toBeVisible();
  const winner = (await row.getByRole('rowheader').textContent())?.trim() ?? '';
  await expectNoAxeViolations(page);

  // The checkbox's box is what a person clicks (the input under it is hidden).
  await row.getByRole('gridcell').first().click();
  await expect(row.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: 'Mark as distributed' }).click();
  await expect(page.getByText('Reward marked as distributed')).toBeVisible();

  await page.getByRole('tab', { name: /Distributed/ }).click();
  await expect(page).toHaveURL(/tab=distributed/);
  const given = page.getByRole('row').filter({ hasText: winner }).filter({ hasText: 'Défi de la rentrée' }).first();
  await given.getByRole('gridcell').first().click();
  await expect(given.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: 'Undistribute' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Undistribute this reward?' });
  await expect(dialog).toContainText('returns to To Distribute');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Undistribute' }).click();
  await expect(page.getByText('Reward undistributed: it is to distribute again')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: /To Distribute/ }).click();
  await expect(
    page.getByRole('row').filter({ hasText: winner }).filter({ hasText: 'Défi de la rentrée' }).first(),
  ).toBeVisible();
});
