import { expect } from '@playwright/test';
import { AURORA, expectNoAxeViolations, keepScreenshot, loginAs, test } from '../fixtures';

test.describe('assets end to end', () => {
  test('the manager finds a phone in use, sends it to repair and sees the repair order of its subscription', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/assets`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Laitteet ja omaisuus' })).toBeVisible();
    await expect(main.getByText('Laitteita: 600')).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, '/tmp/shots/assets-list-1280.png');

    await main.getByRole('searchbox', { name: 'Hae' }).fill('iPhone');
    await main.getByRole('searchbox', { name: 'Hae' }).press('Enter');
    await expect(page).toHaveURL(/q=iPhone/);
    await expect(main.getByRole('link', { name: 'Apple iPhone 16 128 Gt musta' }).first()).toBeVisible();

    // Each attempt takes the first phone still in use: a retry finds another one, not the one it repaired.
    await page.goto(`/${AURORA}/assets?status=IN+USE&productGroup=mobile-phones`);
    await expect(main.getByRole('table')).toBeVisible();
    const first = main.getByRole('table').getByRole('link').first();
    const product = (await first.textContent()) ?? '';
    await first.click();
    await expect(main.getByRole('heading', { level: 1, name: new RegExp(`^${product}`) })).toBeVisible();
    await expect(main.getByText('Käytössä', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, '/tmp/shots/assets-detail-1280.png');

    const actions = main.getByRole('region', { name: 'Toiminnot' });
    await actions
      .getByRole('textbox', { name: /Vikakuvaus/ })
      .fill('Näyttö on haljennut, kosketus ei toimi.');
    await actions.getByRole('button', { name: 'Lähetä korjaukseen' }).click();
    await expect(main.getByText('Korjauksessa', { exact: true })).toBeVisible();
    await expect(main.getByText('Näyttö on haljennut, kosketus ei toimi.')).toBeVisible();
    await expect(actions.getByText(/Laite on korjauksessa/)).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);
    await keepScreenshot(page, '/tmp/shots/assets-detail-375.png');

    // The repair order is in the order history of the phone's subscription.
    await main.getByRole('link', { name: /^0\d\d \d/ }).click();
    const history = main.getByRole('region', { name: 'Tilaushistoria' });
    await expect(history.getByRole('link', { name: /^Korjaustilaus \d+$/ }).first()).toBeVisible();

    await page.goto(`/${AURORA}/assets?status=REPAIR`);
    await expect(main.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, '/tmp/shots/assets-list-375.png');
  });

  test('a reader sees the assets but cannot send one to repair', async ({ page }) => {
    await loginAs(page, 'user@aurora.example', `/${AURORA}/assets?status=IN+USE`);
    const main = page.getByRole('main');
    await main.getByRole('table').getByRole('link').first().click();
    await expect(main.getByText('Laitteelle ei ole tehtävissä toimintoja.')).toBeVisible();
  });
});
