import { expect, test, type Page } from '@playwright/test';
import { AURORA, loginAs } from '../fixtures';

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/shots/users-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A right's checkbox as a person clicks it: on its label, which the styled box covers. */
const rightBox = (page: Page, name: string) => page.locator('label').filter({ hasText: name });

test('the manager adds a user and changes rights, which take effect on the user’s next request', async ({
  page,
  browser,
}) => {
  await loginAs(page, 'manager@aurora.example', `/${AURORA}/company/users`);
  await expect(page.getByRole('link', { name: 'Käyttäjä Ulla' })).toBeVisible();
  await shots(page, 'list');

  await page.getByRole('link', { name: 'Lisää käyttäjä' }).click();
  await page.getByLabel('Etunimi').fill('Liisa');
  await page.getByLabel('Sukunimi').fill('Koivisto');
  await page.getByLabel('Sähköposti').fill('liisa.koivisto@aurora.example');
  await shots(page, 'new');
  await page.getByRole('button', { name: 'Lisää käyttäjä' }).click();
  await expect(page.getByRole('heading', { name: 'Liisa Koivisto' })).toBeVisible();
  await rightBox(page, 'Tukipyyntöjen katselu').click();
  await expect(page.getByText(/Saa käyttöönsä: Tukipyynnöt/)).toBeVisible();
  await page.getByRole('button', { name: 'Tallenna oikeudet' }).click();
  await expect(page.getByText('Oikeudet tallennettu.')).toBeVisible();
  await shots(page, 'detail');

  // Ulla, signed in in another browser, loses the tickets the moment the manager takes the right away.
  const other = await browser.newContext();
  const ulla = await other.newPage();
  await loginAs(ulla, 'user@aurora.example', `/${AURORA}/tickets`);
  await expect(
    ulla.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: /Tukipyynnöt/ }),
  ).toBeVisible();

  await page.goto(`/${AURORA}/company/users`);
  await page.getByRole('searchbox', { name: 'Hae nimellä tai sähköpostilla' }).fill('ulla');
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: 'Käyttäjä Ulla' }).click();
  await rightBox(page, 'Tukipyyntöjen katselu').click();
  await expect(page.getByText(/Menettää: Tukipyynnöt/)).toBeVisible();
  await page.getByRole('button', { name: 'Tallenna oikeudet' }).click();
  await expect(page.getByText('Oikeudet tallennettu.')).toBeVisible();

  await ulla.reload();
  await expect(ulla.getByText('Sinulla ei ole oikeutta tähän sivuun tai toimintoon.').first()).toBeVisible();
  await expect(
    ulla.getByRole('navigation', { name: 'Päävalikko' }).getByRole('link', { name: /Tukipyynnöt/ }),
  ).toHaveCount(0);
  await other.close();
});

test('an employee cannot reach the company users', async ({ page }) => {
  await loginAs(page, 'employee@aurora.example', `/${AURORA}/company/users`);
  await expect(page.getByText('Sinulla ei ole oikeutta tähän sivuun tai toimintoon.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Käyttäjä Ulla' })).toHaveCount(0);
});
