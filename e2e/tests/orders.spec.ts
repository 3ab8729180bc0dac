import { expect, test, type Page } from '@playwright/test';
import { AURORA, expectNoSeriousAxeViolations, loginAs } from '../fixtures';
import { screenshots } from './shell-helpers';

/** Checks axe at the phone and desktop widths the area is built for. */
async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe.serial('orders and order requests end to end', () => {
  test('the manager lists orders, filters by status, opens one and sees its timeline', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/orders`);
    const table = page.getByRole('table', { name: 'Tilaukset' });
    await expect(table.getByRole('row')).toHaveCount(21);
    await axeAtBothWidths(page);
    await screenshots(page, 'orders-list');

    await page.goto(`/${AURORA}/orders?orderStatus=ERRORED`);
    await expect(table.getByRole('row')).toHaveCount(4);
    await table.getByRole('link').first().click();

    await expect(page.getByRole('heading', { name: /^Tilaus \d+$/ })).toBeVisible();
    await expect(page.getByText(/Tilaus keskeytyi: Numeroa ei voitu siirtää/)).toBeVisible();
    const timeline = page.getByRole('region', { name: 'Tilauksen vaiheet' });
    await expect(timeline.getByRole('listitem')).toHaveCount(3);
    await axeAtBothWidths(page);
    await screenshots(page, 'orders-detail');
  });

  test('the manager declines the employee’s request with a reason and proceeds with another', async ({
    page,
  }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/order-requests`);
    const table = page.getByRole('table', { name: 'Tilauspyynnöt' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await axeAtBothWidths(page);
    await screenshots(page, 'order-requests');

    await table.getByRole('button', { name: 'Hylkää' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox').fill('Puhelimesi vaihtuu vasta ensi vuonna.');
    await dialog.getByRole('button', { name: 'Hylkää' }).click();
    await expect(table.getByRole('row')).toHaveCount(3);

    await table.getByRole('button', { name: 'Siirry tilaamaan' }).first().click();
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/order/new/cart`));
  });
});
