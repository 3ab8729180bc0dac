import { expect, type Page } from '@playwright/test';
import { AURORA, expectNoAxeViolations, keepScreenshot, loginAs, test } from '../fixtures';
import { expectNoSidewaysScroll } from './shell-helpers';

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, `/tmp/shots/groups-${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A right's checkbox as a person clicks it: on its label, which the styled box covers. */
const rightBox = (page: Page, name: string) =>
  page.locator('label').filter({ hasText: new RegExp(`^${name}$`) });

test('the manager creates a permission group, adds a user, and the user’s effective rights show it', async ({
  page,
}) => {
  // Six axe runs over four pages: under a loaded machine 120 s ran out in the last one.
  test.setTimeout(240_000);
  await loginAs(page, 'manager@aurora.example', `/${AURORA}/company/groups`);
  await expect(page.getByRole('link', { name: 'Tukipyyntöjen käsittelijät' })).toBeVisible();
  // The company's secondary navigation, with the users and groups entry as the current page.
  const company = page.getByRole('navigation', { name: 'Yritys' });
  await expect(company.getByRole('link', { name: 'Käyttäjät ja ryhmät' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // Each page's icon is drawn from the menu's sprite file: a sprite that did not load draws an empty box.
  const iconWidths = () =>
    company
      .locator('a svg use')
      .evaluateAll((uses) => uses.map((use) => Math.round((use as SVGUseElement).getBBox().width)));
  await expect.poll(iconWidths).not.toContain(0);
  expect(await iconWidths()).toHaveLength(5);
  await shots(page, 'list');

  // A name of its own for each attempt: a retry after a half-done one must not meet the group it created.
  const name = `Raportoijat ${Date.now().toString(36)}`;
  await page.getByRole('link', { name: 'Uusi käyttöoikeusryhmä' }).click();
  await page.getByLabel('Nimi').fill(name);
  await rightBox(page, 'Raporttien katselu').click();
  await page.getByRole('button', { name: 'Luo ryhmä' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Etsi käyttäjää nimellä tai sähköpostilla' }).fill('koskinen');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Lisää Mikko Koskinen' }).click();
  await page.getByRole('button', { name: 'Tallenna jäsenet' }).click();
  await expect(page.getByText('Jäsenet tallennettu.')).toBeVisible();
  await shots(page, 'group');

  // The users list filtered by the new group shows Mikko, and his page shows the right the group gives.
  await page.goto(`/${AURORA}/company/users`);
  await page.getByRole('button', { name: /Ryhmä/ }).click();
  await page.getByRole('option', { name: `${name} (käyttöoikeusryhmä)` }).click();
  await expect(page).toHaveURL(/group=/);
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: 'Koskinen Mikko' }).click();
  const effective = page.getByRole('region', { name: 'Mitä käyttäjä saa tehdä' });
  await expect(effective.getByRole('listitem').filter({ hasText: /^Raporttien katselu/ })).toContainText(
    `käyttöoikeusryhmä ${name}`,
  );
  const groups = page.getByRole('region', { name: 'Ryhmät' });
  await expect(groups.getByRole('listitem').filter({ hasText: `${name} (käyttöoikeusryhmä)` })).toBeVisible();
  await shots(page, 'user');

  // Leaving the group there takes the right away with it (unless a half-done first attempt's group gives it).
  await groups.getByRole('button', { name: `Poista ryhmästä ${name}` }).click();
  await expect(page.getByText('Ryhmät tallennettiin.')).toBeVisible();
  await expect(effective.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  if (test.info().retry === 0) {
    await expect(effective.getByText('Raporttien katselu', { exact: true })).toHaveCount(0);
  }
});
