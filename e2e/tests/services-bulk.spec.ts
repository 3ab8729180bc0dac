import { expect, type Locator, type Page } from '@playwright/test';
import { AURORA, expectNoAxeViolations, keepScreenshot, loginAs, test } from '../fixtures';

/**
 * Bulk actions on a selection from the services list (issue 12). The journey works on the company's running
 * IoT services and takes the first ones the list shows: the services an earlier attempt suspended or ended
 * have left the running list, so a retry chooses fresh ones.
 */
const LIST = `/${AURORA}/services?type=iot&status=ACTIVE`;

/** The numbers of the list's first `count` rows, as the list shows them. */
async function firstNumbers(table: Locator, count: number): Promise<string[]> {
  const links = table.getByRole('row').getByRole('link');
  await expect(links.nth(count - 1)).toBeVisible();
  return (await links.allInnerTexts()).slice(0, count);
}

async function choose(page: Page, label: string, option: string, within: Locator) {
  await within.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the manager moves chosen services to a cost centre, suspends them and terminates another, each through its rules', async ({
  page,
}) => {
  // Three bulk runs, each followed by the list's reload, and axe at both widths.
  test.setTimeout(180_000);
  await loginAs(page, 'manager@aurora.example', LIST);
  const main = page.getByRole('main');
  const table = main.getByRole('table');
  await expect(table).toBeVisible();
  const [first, second] = await firstNumbers(table, 2);
  const rowOf = (number: string) => table.getByRole('row').filter({ hasText: number });

  await table.getByRole('checkbox', { name: `Valitse ${first}` }).check({ force: true });
  await table.getByRole('checkbox', { name: `Valitse ${second}` }).check({ force: true });
  const bulk = main.getByRole('region', { name: 'Joukkotoiminto 2 valitulle palvelulle' });
  await expect(bulk).toBeVisible();
  await expectNoAxeViolations(page);

  // Every cost centre of the company is offered; the two move there, each audited.
  await choose(page, 'Toiminto', 'Vaihda kustannuspaikka', bulk);
  await choose(page, 'Kustannuspaikka', 'Tampereen terminaali', bulk);
  await bulk.getByRole('button', { name: 'Suorita 2 palvelulle' }).click();
  await expect(main.getByText('2/2 tehty.')).toBeVisible();
  await expect(rowOf(first!)).toContainText('Tampereen terminaali');
  await expect(rowOf(second!)).toContainText('Tampereen terminaali');

  // Suspended (the customer's own suspension), they leave the list of running services.
  await table.getByRole('checkbox', { name: `Valitse ${first}` }).check({ force: true });
  await table.getByRole('checkbox', { name: `Valitse ${second}` }).check({ force: true });
  await choose(page, 'Toiminto', 'Sulje (asiakkaan sulku)', bulk);
  await bulk.getByRole('button', { name: 'Suorita 2 palvelulle' }).click();
  // Asked first: a suspended service cannot be used until it is opened again.
  const suspend = page.getByRole('alertdialog', { name: 'Suljetaanko 2 palvelua?' });
  await expect(suspend).toContainText('2 palvelua: palveluja ei voi käyttää');
  await suspend.getByRole('button', { name: 'Sulje palvelut' }).click();
  await expect(main.getByText('2/2 tehty.')).toBeVisible();
  const results = main.getByRole('list', { name: 'Tulokset palveluittain' });
  await expect(results.getByText(`${first}: tehty`)).toBeVisible();
  await expect(table.getByRole('link', { name: first, exact: true })).toBeHidden();

  // The next one is terminated at once; its termination order is in its history.
  const [third] = await firstNumbers(table, 1);
  await table.getByRole('checkbox', { name: `Valitse ${third}` }).check({ force: true });
  const single = main.getByRole('region', { name: 'Joukkotoiminto 1 valitulle palvelulle' });
  await choose(page, 'Toiminto', 'Lopeta', single);
  await expect(single.getByRole('radio', { name: 'Ajastettuna', exact: true })).toBeAttached();
  await single.getByRole('radio', { name: 'Heti' }).check({ force: true });
  await single.getByRole('button', { name: 'Suorita 1 palvelulle' }).click();
  // Asked once more: an ended service cannot be taken back into use.
  const ask = page.getByRole('alertdialog', { name: 'Lopetetaanko palvelu?' });
  await expect(ask).toContainText('1 palvelu päättyy heti');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Lopeta' }).click();
  await expect(main.getByText('1/1 tehty.')).toBeVisible();
  await expect(table.getByRole('link', { name: third, exact: true })).toBeHidden();
  await page.setViewportSize({ width: 375, height: 812 });
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/services-bulk-375.png');

  await page.goto(`/${AURORA}/services?q=${encodeURIComponent(third!)}`);
  await main.getByRole('link', { name: third, exact: true }).click();
  await expect(main.getByText('Päättynyt', { exact: true }).first()).toBeVisible();
  await expect(
    main.getByRole('region', { name: 'Tilaushistoria' }).getByRole('link', { name: /^Lopetustilaus \d+$/ }),
  ).toBeVisible();
});

test('a service chosen far down the list keeps the choice in sight, and leads back to the bulk actions', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await loginAs(page, 'manager@aurora.example', LIST);
  const main = page.getByRole('main');
  const table = main.getByRole('table');
  const numbers = await firstNumbers(table, 20);
  const last = numbers.at(-1)!;
  await table.getByRole('checkbox', { name: `Valitse ${last}` }).check({ force: true });
  const bulkHeading = main.getByRole('heading', { name: 'Joukkotoiminto 1 valitulle palvelulle' });
  await expect(bulkHeading).not.toBeInViewport();
  const bar = main.getByRole('group', { name: 'Valitut palvelut' });
  await expect(bar).toContainText('1 palvelu valittu');
  await expect(bar).toBeInViewport({ ratio: 1 });
  // Scrolled back up to the first row, the bar is still at the window's bottom edge.
  await table.getByRole('link', { name: numbers[0], exact: true }).scrollIntoViewIfNeeded();
  await expect(bar).toBeInViewport({ ratio: 1 });
  await expectNoAxeViolations(page);

  await bar.getByRole('button', { name: 'Valitse toiminto' }).click();
  await expect(bulkHeading).toBeFocused();
  await expect(bulkHeading).toBeInViewport();
  await bar.getByRole('button', { name: 'Tyhjennä' }).click();
  await expect(bar).toBeHidden();
  await expect(table.getByRole('checkbox', { name: `Valitse ${last}` })).not.toBeChecked();

  // Above the stacked rows, the box that chooses the whole page is in sight and says what it does.
  const choosePage = table.locator('thead label').filter({ hasText: 'Valitse sivun palvelut' });
  expect((await choosePage.boundingBox())?.width).toBeGreaterThan(100);
  await choosePage.click();
  await expect(bar).toContainText('20 palvelua valittu');
});
