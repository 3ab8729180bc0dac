import { expect, type Page } from '@playwright/test';
import { AURORA, keepScreenshot, KETTU, POHJOLA, test } from '../fixtures';
import { loginInFinnish, openCompany, primaryMenuEntries } from './shell-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

/** Counts the address changes of the page, so that a redirect loop shows as a number. */
async function countNavigations(page: Page, during: () => Promise<void>): Promise<number> {
  let count = 0;
  const onNavigate = () => (count += 1);
  page.on('framenavigated', onNavigate);
  await during();
  page.off('framenavigated', onNavigate);
  return count;
}

async function expectNotFound(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Sivua ei löytynyt' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Siirry etusivulle' })).toBeVisible();
}

/** No menu entry is marked as the current page: an address without a page is none of theirs. */
async function expectNoCurrentEntry(page: Page): Promise<void> {
  await expect(page.locator('nav [aria-current="page"]')).toHaveCount(0);
}

test.describe('addresses without a page (issue 23, item 1)', () => {
  test('an unknown address shows not found, stays put, and leads home', async ({ page }) => {
    await loginInFinnish(page, 'manager@aurora.example');
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/home$`));
    const path = `/${AURORA}/no-such-page`;
    const navigations = await countNavigations(page, async () => {
      await page.goto(path);
      await expectNotFound(page, path);
      await page.waitForTimeout(1_000);
    });
    expect(navigations).toBeLessThan(3);
    await expectNotFound(page, path);
    await expectNoCurrentEntry(page);
    // Still in the user's own company: its name and its menu stay, to go on from the mistyped address.
    await expect(page.getByRole('banner').getByText('Aurora Logistics Oy')).toBeVisible();
    expect(await primaryMenuEntries(page)).toContain('Laskut');
    await keepScreenshot(page, '/tmp/shots/navigation-not-found-1280.png');
    await page.setViewportSize({ width: 375, height: 800 });
    await keepScreenshot(page, '/tmp/shots/navigation-not-found-375.png');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The front page is not sent back to the unknown address as the last visited route.
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/home$`));
    await page.goto('/a/b/c/d');
    await expectNotFound(page, '/a/b/c/d');
    await page.getByRole('link', { name: 'Siirry etusivulle' }).click();
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/home$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora Logistics Oy' })).toBeVisible();
  });

  test('a company the user is not in is not found, not their empty home', async ({ page }) => {
    await loginInFinnish(page, 'user@aurora.example', `/${POHJOLA}/home`);
    await expectNotFound(page, `/${POHJOLA}/home`);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test("another company's page whose calls answer 404 shows not found and no error notice (issue 19)", async ({
    page,
  }) => {
    await loginInFinnish(page, 'manager@aurora.example', `/${KETTU}/tickets`);
    await expectNotFound(page, `/${KETTU}/tickets`);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Jokin meni vikaan')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a company that does not exist is not found for operator staff', async ({ page }) => {
    await loginInFinnish(page, 'dc@kaista.example', '/999999/home');
    await expectNotFound(page, '/999999/home');
    // The desk's menu, not one of a company whose every page would be not found again.
    await expectNoCurrentEntry(page);
    const menu = await primaryMenuEntries(page);
    expect(menu).toContain('Yrityshaku');
    expect(menu).not.toContain('Etusivu');
    // Nor that company's search and cart in the header, which would only lead to not found as well.
    await expect(page.getByRole('link', { name: /^Ostoskori/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Pikahaku' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('link', { name: 'Siirry etusivulle' }).click();
    await expect(page).toHaveURL(/\/0$/);
  });
});

test.describe('operator navigation (issue 23, items 2 and 6)', () => {
  async function toolNames(page: Page): Promise<string[]> {
    const tools = page.getByRole('navigation', { name: 'Operaattorin työkalut' });
    await expect(tools).toBeVisible();
    return tools.getByRole('link').allTextContents();
  }

  test('the super admin finds sessions and environment mode on /0, not in company menus', async ({
    page,
  }) => {
    await loginInFinnish(page, 'admin@kaista.example');
    await expect(page).toHaveURL(/\/0$/);
    const tools = await toolNames(page);
    expect(tools.map((name) => name.replace(/\s*tulossa.*$/, ''))).toEqual(
      expect.arrayContaining(['Istunnot', 'Ympäristötila', 'Ylläpitotyökalut']),
    );
    await keepScreenshot(page, '/tmp/shots/navigation-operator-tools-1280.png');
    await page.setViewportSize({ width: 375, height: 800 });
    await keepScreenshot(page, '/tmp/shots/navigation-operator-tools-375.png');
    await page.setViewportSize({ width: 1280, height: 900 });
    await page
      .getByRole('navigation', { name: 'Operaattorin työkalut' })
      .getByRole('link', { name: 'Istunnot' })
      .click();
    await expect(page).toHaveURL(/\/0\/admintools\/session$/);
    await expect(page.locator('dl')).toContainText('admin@kaista.example');

    await page.goto(`/${AURORA}/home`);
    const menu = await primaryMenuEntries(page);
    expect(menu).not.toContain('Ympäristötila');
    expect(menu).not.toContain('Istunnot');
  });

  test('partner-shop staff reach product administration and open a company at its shop', async ({ page }) => {
    await loginInFinnish(page, 'mu@kaista.example');
    await expect(page).toHaveURL(/\/0$/);
    expect(await toolNames(page)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Tuotehallinta/), expect.stringMatching(/^Valikoimat/)]),
    );
    await openCompany(page, 'Aurora Logistics Oy');
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/matsku$`));
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Kauppa' })).toBeVisible();
    await keepScreenshot(page, '/tmp/shots/navigation-mu-shop-1280.png');

    // An unknown address on the desk starts like the company search's (/0), but is not it.
    await page.goto('/0/no-such-page');
    await expectNotFound(page, '/0/no-such-page');
    await expectNoCurrentEntry(page);
  });
});
