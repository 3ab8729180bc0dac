import { expect } from '@playwright/test';
import { AURORA, expectNoAxeViolations, keepScreenshot, loginAs, test } from '../fixtures';

test.describe('the header search', () => {
  test('the manager finds a number from any page by keyboard and opens it', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/home`);
    await expect(page.getByRole('button', { name: 'Pikahaku' })).toBeVisible();
    await page.keyboard.press('/');
    const field = page.getByRole('combobox', { name: /Hae numeroa/ });
    await expect(field).toBeFocused();
    await field.pressSequentially('040 310 0003');

    const services = page.getByRole('group', { name: 'Palvelut' });
    await expect(services.getByRole('option', { name: /040 310 0003/ })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /tulos/ })).toBeVisible();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `/tmp/shots/quick-search-${width}.png`);
    }

    await field.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/services/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: /^040 310 0003/ })).toBeVisible();
  });

  test('a group leads to its whole list filtered by the same words', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/home`);
    await page.getByRole('button', { name: 'Pikahaku' }).click();
    await page.getByRole('combobox', { name: /Hae numeroa/ }).pressSequentially('Manninen');
    await page.getByRole('option', { name: 'Kaikki tulokset: Palvelut' }).click();
    await expect(page).toHaveURL(/\/services\?q=Manninen$/);
    await expect(page.getByRole('main').getByRole('searchbox', { name: 'Hae' })).toHaveValue('Manninen');
  });

  test('finds a device among the assets and opens it', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/home`);
    await page.getByRole('button', { name: 'Pikahaku' }).click();
    await page.getByRole('combobox', { name: /IMEI/ }).pressSequentially('iPhone 16');
    const assets = page.getByRole('group', { name: 'Laitteet ja omaisuus' });
    await assets
      .getByRole('option', { name: /Apple iPhone 16/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/assets/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { level: 1, name: /Apple iPhone 16/ })).toBeVisible();
  });
});
