import { expect, type Page } from '@playwright/test';
import { AURORA, expectNoAxeViolations, loginAs, test } from '../fixtures';
import { screenshots } from './shell-helpers';
import { uniqueIccid } from './iccid';

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The same ICCID with its check digit made wrong. */
const mistyped = (iccid: string) => `${iccid.slice(0, -1)}${(Number(iccid.slice(-1)) + 1) % 10}`;

const csv = (rows: string[][]) => ({
  name: 'joukkotilaus.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(rows.map((row) => row.join(';')).join('\r\n'), 'utf8'),
});

test('a bulk file with one bad row is refused in the dry run with the row’s error, fixed and submitted as one order', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, 'manager@aurora.example', `/${AURORA}/orders`);
  await page.getByRole('link', { name: 'Joukkotilaus' }).click();
  await expect(page.getByRole('heading', { name: 'Joukkotilaus', level: 1 })).toBeVisible();
  await axeAtBothWidths(page);

  const [first, second] = [uniqueIccid(), uniqueIccid()];
  const header = ['Toiminto', 'Paketti', 'Numero', 'Numeronsiirto', 'ICCID', 'Käyttäjä', 'Kustannuspaikka'];
  const picker = page.getByLabel('Valitse CSV- tai XLSX-tiedosto');
  await picker.setInputFiles(
    csv([
      header,
      ['uusi', 'MOB_5G_300', '', '', first, 'Aino Joukko', 'Kuljetus'],
      ['uusi', 'MOB_5G_100', '', '', mistyped(second), 'Eero Joukko', ''],
    ]),
  );
  await expect(page.getByRole('alert').filter({ hasText: 'virheellisiä' })).toContainText(
    '2 rivistä 1 on virheellisiä',
  );
  const rows = page.getByRole('table', { name: 'Tiedoston joukkotilaus.csv rivit' }).getByRole('row');
  await expect(rows.nth(2)).toContainText('ICCID: Ei kelvollinen ICCID');
  await expect(rows.nth(1)).toContainText('Kunnossa');
  await expect(page.getByRole('button', { name: /Lähetä tilaus/ })).toHaveCount(0);
  await axeAtBothWidths(page);
  await screenshots(page, 'bulk-order-problems');

  // The row is corrected in the file, which is chosen again.
  await picker.setInputFiles(
    csv([
      header,
      ['uusi', 'MOB_5G_300', '', '', first, 'Aino Joukko', 'Kuljetus'],
      ['uusi', 'MOB_5G_100', '', '', second, 'Eero Joukko', ''],
    ]),
  );
  await expect(page.getByText(/Kaikki 2 riviä ovat kunnossa/)).toBeVisible();
  await screenshots(page, 'bulk-order-ready');
  await page.getByRole('button', { name: 'Lähetä tilaus (2 riviä)' }).click();
  await expect(page).toHaveURL(new RegExp(`/${AURORA}/orders/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: /^Tilaus \d+$/ })).toBeVisible();
  // Each row is a line with its own end user and number (the next free ones of the company's range).
  await expect(page.getByText(/^Aino Joukko · 0\d{2} \d{3} \d+$/)).toBeVisible();
  await expect(page.getByText(/^Eero Joukko · 0\d{2} \d{3} \d+$/)).toBeVisible();
});
