import { expect, type Page } from '@playwright/test';
import { AURORA, POHJOLA, test } from '../fixtures';
import { inEachLanguage, loginInFinnish, openUserMenu, primaryMenuEntries } from './shell-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

// §6 menu table, read by hand for each persona's permissions in Aurora (environment ci: flags on).
const MANAGER_MENU = [
  'Etusivu',
  'Uusi tilaus',
  'Palvelut',
  'Tilaukset',
  'Laitteet ja omaisuus',
  'Saatavuushaku',
  'Dokumentit',
  'Tilauspyynnöt',
  'Tukipyynnöt',
  'Uusi tukipyyntö',
  'Laskut',
  'Laskutussopimukset',
  'Uusi laskutussopimus',
  'Kustannuspaikat',
  'Uusi kustannuspaikka',
  'Käyttäjät ja ryhmät',
  'Yhteystiedot',
  'Mobiilivarmenne',
  'Operatiiviset yhteyshenkilöt',
  'Tapahtumaloki',
  'Raportit',
];
const SERVICE_USER_MENU = ['Etusivu', 'Palvelut', 'Tilaukset', 'Laitteet ja omaisuus', 'Tukipyynnöt'];
// §4 order requests: WRITE_MY_ORDER_REQUESTS builds a cart (new order) and follows its requests.
const EMPLOYEE_MENU = ['Etusivu', 'Uusi tilaus', 'Tilauspyynnöt'];
// Operator staff hold every permission in a company (the domain's permissionsIn), so they see every entry
// the §6 table gates by permission, besides their own tools.
const DC_MENU_IN_COMPANY = [
  'Etusivu',
  'Yrityshaku',
  'Uusi tilaus',
  'Palvelut',
  'Tilaukset',
  'Laitteet ja omaisuus',
  'Saatavuushaku',
  'Dokumentit',
  'Tilauspyynnöt',
  'Tukipyynnöt',
  'Uusi tukipyyntö',
  'Tukipyyntöjono',
  'Laskut',
  'Laskutussopimukset',
  'Uusi laskutussopimus',
  'Kustannuspaikat',
  'Uusi kustannuspaikka',
  'Käyttöoikeudet',
  'Käyttäjät ja ryhmät',
  'Yhteystiedot',
  'Mobiilivarmenne',
  'Operatiiviset yhteyshenkilöt',
  'Tapahtumaloki',
  'Raportit',
  'Kauppa',
  'Tuotehallinta',
  'Valikoimat',
];

test.describe('shell menus per persona (§6)', () => {
  for (const [email, expected] of [
    ['manager@aurora.example', MANAGER_MENU],
    ['user@aurora.example', SERVICE_USER_MENU],
    ['employee@aurora.example', EMPLOYEE_MENU],
  ] as const) {
    test(`${email} sees the entries of the table`, async ({ page }) => {
      await loginInFinnish(page, email);
      await expect(page).toHaveURL(new RegExp(`/${AURORA}/home$`));
      expect(await primaryMenuEntries(page)).toEqual(expected);
    });
  }

  test('operator staff see the operator entries in a company and no menu on /0', async ({ page }) => {
    await loginInFinnish(page, 'dc@kaista.example');
    await expect(page).toHaveURL(/\/0$/);
    await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toHaveCount(0);
    await page.goto(`/${AURORA}/home`);
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora Logistics Oy' })).toBeVisible();
    expect(await primaryMenuEntries(page)).toEqual(DC_MENU_IN_COMPANY);
  });

  test('a page the user may not open sends them home with the missing-permission notice', async ({
    page,
  }) => {
    await loginInFinnish(page, 'user@aurora.example', `/${AURORA}/invoices`);
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/home$`));
    await expect(page.getByRole('alert')).toContainText('Sinulla ei ole oikeutta');
    // Seen, not scrolled away by the focus moving to the page's content.
    await expect(page.getByRole('alert')).toBeInViewport();
    await expect(page.locator('main')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('user menu', () => {
  test('a company switch keeps the page', async ({ page }) => {
    await loginInFinnish(page, 'manager@aurora.example', `/${AURORA}/tickets`);
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/tickets$`));
    await openUserMenu(page);
    await page.getByRole('button', { name: 'Pohjola Design Oy' }).click();
    await expect(page).toHaveURL(new RegExp(`/${POHJOLA}/tickets$`));
    await expect(page.getByRole('banner')).toContainText('Pohjola Design Oy');
  });

  test('the language applies at once, is saved, and reaches the other tabs', async ({ page, context }) => {
    await loginInFinnish(page, 'manager@aurora.example');
    const other = await context.newPage();
    await other.goto(`/${AURORA}/home`);
    await expect(other.getByRole('link', { name: 'Etusivu' }).first()).toBeVisible();
    await page.bringToFront();

    await openUserMenu(page);
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // Playwright keeps every page focused; the other tab reloads once it loses focus, as a user leaving it.
    await expect(other.getByRole('navigation', { name: 'Päävalikko' })).toBeVisible();
    await other.evaluate(() => window.dispatchEvent(new Event('blur')));
    await expect(other.getByRole('navigation', { name: 'Main menu' })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await openUserMenu(page);
    await page.getByRole('button', { name: 'Suomi' }).click();
    await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toBeVisible();
  });

  test('the default company modal confirms only with a choice', async ({ page }) => {
    await loginInFinnish(page, 'manager@aurora.example');
    await openUserMenu(page);
    await page.getByRole('button', { name: 'Vaihda oletusyritys' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vaihda oletusyritys' });
    await expect(dialog.getByRole('radio')).toHaveCount(1);
    await expect(dialog.getByRole('radio', { name: 'Aurora Logistics Oy' })).toHaveCount(0);
    const confirm = dialog.getByRole('button', { name: 'Vahvista' });
    await expect(confirm).toBeDisabled();
    await dialog.getByText('Pohjola Design Oy').click();
    await confirm.click();
    await expect(page.getByText('Oletusyritys vaihdettu.')).toBeVisible();

    await openUserMenu(page);
    await expect(page.getByRole('button', { name: /Pohjola Design Oy\s*Oletus/ })).toBeVisible();
    await page.getByRole('button', { name: 'Vaihda oletusyritys' }).click();
    await dialog.getByText('Aurora Logistics Oy').click();
    await dialog.getByRole('button', { name: 'Vahvista' }).click();
    await expect(dialog).toBeHidden();
  });

  test('logout ends the session', async ({ page }) => {
    await loginInFinnish(page, 'manager@aurora.example');
    await openUserMenu(page);
    await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
    // The login page after it speaks the user's language, whatever the browser prefers.
    await expect(page).toHaveURL(/\/gauth\/login\?lang=fi$/);
    await page.goto(`/${AURORA}/home`);
    await expect(page).toHaveURL(/\/gauth\/login\?state=[0-9a-f]{64}$/);
  });
});

test.describe('narrow screens', () => {
  test('below 767 px the section’s pages collapse to a dropdown showing the current one (§2)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loginInFinnish(page, 'manager@aurora.example');
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/home$`));
    await page.goto(`/${AURORA}/company/operative-contacts`);
    const section = page.getByRole('navigation', { name: 'Yritys' });
    const current = section.getByRole('button', { name: 'Operatiiviset yhteyshenkilöt' });
    await expect(current).toHaveAttribute('aria-expanded', 'false');
    await current.click();
    await section.getByRole('link', { name: 'Tapahtumaloki' }).click();
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/company/audit$`));
    await expect(section.getByRole('button', { name: 'Tapahtumaloki' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  /** The section's pages keep one row on each of them: each marks itself current, which must not widen it. */
  async function expectSectionInOneRow(page: Page, section: string, count: number, language: string) {
    const pages = page.getByRole('navigation', { name: section }).getByRole('link');
    await expect(pages).toHaveCount(count);
    for (const href of await pages.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      await page.goto(href!);
      await expect(pages.and(page.locator('[aria-current="page"]'))).toHaveAttribute('href', href!);
      const rows = await pages.evaluateAll((links) => [
        ...new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))),
      ]);
      expect(rows, `${language} ${href}: the section's pages take ${rows.length} rows`).toHaveLength(1);
    }
  }

  test('at 1,024 px the services’ seven pages keep one row, and the list its columns, in each language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await loginInFinnish(page, 'manager@aurora.example');
    const section = { sv: 'Tjänster', en: 'Services', fi: 'Palvelut' };
    await inEachLanguage(page, `/${AURORA}/services`, async (language) => {
      // A suspended service's status names its kind: a long name must not push the list into blocks.
      await expect(page.getByRole('table', { name: section[language] })).not.toHaveAttribute('data-stacked');
      await expectSectionInOneRow(page, section[language], 7, language);
    });
  });

  test('at 1,024 px the company’s six pages operator staff see keep one row, in each language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await loginInFinnish(page, 'admin@kaista.example', `/${AURORA}/company/users`);
    const section = { sv: 'Företag', en: 'Company', fi: 'Yritys' };
    await inEachLanguage(page, `/${AURORA}/company/users`, (language) =>
      expectSectionInOneRow(page, section[language], 6, language),
    );
  });
});

test.describe('keyboard and errors', () => {
  test('the menu works with the keyboard alone', async ({ page }) => {
    await loginInFinnish(page, 'manager@aurora.example');
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/home$`));
    const services = page.getByRole('button', { name: 'Palvelut' });
    for (let i = 0; i < 10 && !(await services.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(services).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const menu = page.getByRole('navigation', { name: 'Päävalikko' });
    await expect(menu.getByRole('link', { name: /^Palvelut/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/services$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Palvelut' })).toBeVisible();
  });

  test('an uncaught error shows the error view with a lasting notice and logout', async ({ page }) => {
    // The page's clock, so the notice can be shown to outlast its 10 s default without waiting that long.
    await page.clock.install();
    await loginInFinnish(page, 'manager@aurora.example');
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/home$`));
    await page.evaluate(() => {
      setTimeout(() => void Promise.reject(new Error('boom')), 0);
    });
    await expect(page.getByRole('heading', { name: 'Sivua ei voitu näyttää' })).toBeVisible();
    await page.clock.fastForward(11_000);
    await expect(page.getByRole('alert')).toContainText('Jokin meni vikaan');
    await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
    await expect(page).toHaveURL(/\/gauth\/login/);
  });
});
