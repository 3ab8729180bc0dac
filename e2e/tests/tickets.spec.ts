import { expect, type Page } from '@playwright/test';
import { AURORA, expectNoAxeViolations, keepScreenshot, loginAs, test } from '../fixtures';
import { expectLeftOffPaper, expectPrintedWithoutControls } from './shell-helpers';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SUBJECT = `Reititin ei käynnisty ${Date.now()}`;

async function badgeCount(page: Page): Promise<number> {
  const text = await page
    .getByText(/tukipyyntö(ä)? odottaa vastaustasi/)
    .first()
    .textContent();
  return Number(/(\d+)/.exec(text ?? '')?.[1] ?? 0);
}

test.describe.serial('tickets end to end', () => {
  let ticketUrl = '';

  test('the manager creates a ticket with an attachment and downloads it', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/tickets/new`);
    await expect(page.getByRole('heading', { name: 'Uusi tukipyyntö' })).toBeVisible();
    await page.getByRole('button', { name: /Tyyppi/ }).click();
    await page.getByRole('option', { name: 'Vikailmoitus', exact: true }).click();
    await page.getByRole('radio', { name: 'Kriittinen' }).check({ force: true });
    await page.getByRole('textbox', { name: /Aihe/ }).fill(SUBJECT);
    await page.getByRole('textbox', { name: /Kuvaus/ }).fill('Valo vilkkuu punaisena, yhteys katkesi klo 8.');
    await page
      .getByLabel('Lisää liitteitä')
      .setInputFiles({ name: 'valo.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('valo.png')).toBeVisible();
    await page.getByRole('button', { name: 'Lähetä tukipyyntö' }).click();
    await expect(page.getByText(/Tukipyyntö #\d+ on lähetetty\./)).toBeVisible();
    await expect(page.getByRole('heading', { name: SUBJECT })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'valo.png' }).click();
    expect((await download).suggestedFilename()).toBe('valo.png');
    await expectPrintedWithoutControls(page, SUBJECT);
    ticketUrl = page.url();
  });

  test('user@aurora finds the ticket and reads it, without the means to answer', async ({ page }) => {
    await loginAs(page, 'user@aurora.example', `/${AURORA}/tickets`);
    await expect(page.getByRole('link', { name: 'Uusi tukipyyntö' })).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Hae' }).fill(SUBJECT);
    await page.getByRole('searchbox', { name: 'Hae' }).press('Enter');
    await page.getByRole('link', { name: new RegExp(SUBJECT) }).click();
    await expect(page.getByRole('heading', { name: SUBJECT })).toBeVisible();
    await expect(page.getByRole('link', { name: 'valo.png' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });

  test('another manager session answers and the user sees the answer', async ({ page, browser }) => {
    await loginAs(page, 'manager@aurora.example', new URL(ticketUrl).pathname);
    await page.getByRole('textbox', { name: /Uusi viesti/ }).fill('Kävimme paikalla, reititin vaihdettu.');
    await page.getByRole('button', { name: 'Lähetä viesti' }).click();
    // The sent text leaves the box and shows in the conversation; until both, it could be found in either.
    await expect(page.getByRole('textbox', { name: /Uusi viesti/ })).toHaveValue('');
    await expect(page.getByText('Kävimme paikalla, reititin vaihdettu.')).toBeVisible();

    const reader = await browser.newPage();
    await loginAs(reader, 'user@aurora.example', new URL(ticketUrl).pathname);
    await expect(reader.getByText('Kävimme paikalla, reititin vaihdettu.')).toBeVisible();
    await reader.close();
  });

  test('the badge counts tickets waiting for the customer and drops when the customer answers', async ({
    page,
  }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/tickets?status=PENDING_CUSTOMER`);
    await expect(page.getByRole('list', { name: 'Tukipyynnöt' })).toBeVisible();
    // Printed, the list is the tickets: the link to write a new one, drawn as a button, is left out.
    await expectLeftOffPaper(page, page.getByRole('main').getByRole('link', { name: 'Uusi tukipyyntö' }));
    const before = await badgeCount(page);
    expect(before).toBeGreaterThan(0);
    await page.getByRole('list', { name: 'Tukipyynnöt' }).getByRole('link').first().click();
    await expect(page.getByText('Asiakaspalvelu odottaa vastaustasi.')).toBeVisible();
    await page.getByRole('textbox', { name: /Uusi viesti/ }).fill('Tässä pyytämänne tiedot.');
    await page.getByRole('button', { name: 'Lähetä viesti' }).click();
    await expect(page.getByText('Selvityksessä', { exact: true })).toBeVisible();
    await expect.poll(() => badgeCount(page)).toBe(before - 1);
  });

  for (const width of [375, 1280]) {
    test(`the three screens have no axe violations and are captured at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await loginAs(page, 'manager@aurora.example', `/${AURORA}/tickets`);
      await expect(page.getByRole('list', { name: 'Tukipyynnöt' })).toBeVisible();
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `/tmp/shots/tickets-list-${width}.png`);

      await page.goto(`/${AURORA}/tickets/new`);
      await page.getByRole('button', { name: 'Lähetä tukipyyntö' }).click();
      await expect(page.getByText('Valitse tukipyynnön tyyppi.')).toBeVisible();
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `/tmp/shots/tickets-new-${width}.png`);

      await page.goto(new URL(ticketUrl).pathname);
      await expect(page.getByRole('heading', { name: SUBJECT })).toBeVisible();
      await expect(page.getByRole('link', { name: 'valo.png' })).toBeVisible();
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `/tmp/shots/tickets-detail-${width}.png`);
    });
  }
});

test('the manager makes a contact group from the ticket form, and the ticket sent with it names the group', async ({
  page,
}) => {
  const group = `Verkkotiimi ${Date.now()}`;
  await loginAs(page, 'manager@aurora.example', `/${AURORA}/tickets/new`);
  await page.getByRole('button', { name: 'Uusi yhteysryhmä' }).click();
  const dialog = page.getByRole('dialog', { name: 'Uusi yhteysryhmä' });
  await dialog.getByRole('textbox', { name: /Ryhmän nimi/ }).fill(group);
  await dialog.getByRole('textbox', { name: /Sähköpostiosoite 1/ }).fill('verkko@aurora.example');
  await dialog.getByRole('button', { name: 'Lisää osoite' }).click();
  await dialog.getByRole('textbox', { name: /Sähköpostiosoite 2/ }).fill('ei-osoite');
  await dialog.getByRole('button', { name: 'Luo ryhmä' }).click();
  await expect(dialog.getByText('Tarkista sähköpostiosoite', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('textbox', { name: /Sähköpostiosoite 2/ }).fill('noc@aurora.example');
  await dialog.getByRole('button', { name: 'Luo ryhmä' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /Yhteysryhmä/ })).toContainText(group);

  await page.getByRole('button', { name: /Tyyppi/ }).click();
  await page.getByRole('option', { name: 'Vikailmoitus', exact: true }).click();
  await page.getByRole('textbox', { name: /Aihe/ }).fill(`Kuitu poikki ${Date.now()}`);
  await page.getByRole('textbox', { name: /Kuvaus/ }).fill('Yhteys katkesi koko toimistosta.');
  await page.getByRole('button', { name: 'Lähetä tukipyyntö' }).click();
  await expect(page.getByText(/Tukipyyntö #\d+ on lähetetty\./)).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: group })).toBeVisible();
});

test('a visit to the data centre is asked for its site, day, time and visitors, and the ticket lists them', async ({
  page,
}) => {
  const subject = `Asennuskäynti ${Date.now()}`;
  // Some weeks ahead: a day gone by is refused, and so is one more than a year ahead.
  const day = new Date(Date.now() + 40 * 86_400_000).toLocaleDateString('fi-FI', {
    timeZone: 'Europe/Helsinki',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  await loginAs(page, 'dc@kaista.example', `/${AURORA}/tickets/new`);
  await page.getByRole('button', { name: /Tyyppi/ }).click();
  await page.getByRole('option', { name: 'Saatettu käynti', exact: true }).click();
  const visit = page.getByRole('group', { name: 'Käynnin tiedot' });
  await page.getByRole('textbox', { name: /Aihe/ }).fill(subject);
  await page.getByRole('textbox', { name: /Kuvaus/ }).fill('Kaksi asentajaa vaihtaa kytkimen.');
  await visit.getByRole('textbox', { name: 'Konesali' }).fill('Konesali HEL2');
  await visit.getByRole('textbox', { name: 'Saapumisaika' }).fill('9.30');
  await page.getByRole('button', { name: 'Lähetä tukipyyntö' }).click();
  await expect(visit.getByText('Anna aika muodossa tt:mm, esim. 09:30.')).toBeVisible();
  await expectNoAxeViolations(page);

  await visit.getByRole('textbox', { name: 'Saapumisaika' }).fill('09:30');
  await visit.getByRole('textbox', { name: 'Käyntipäivä' }).fill(day);
  await visit.getByRole('textbox', { name: 'Kävijät' }).fill('Liisa Heikkinen, Pekka Nieminen');
  await page.getByRole('button', { name: 'Lähetä tukipyyntö' }).click();
  await expect(page.getByText(/Tukipyyntö #\d+ on lähetetty\./)).toBeVisible();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  for (const [term, value] of <const>[
    ['Konesali', 'Konesali HEL2'],
    ['Käyntipäivä', day],
    ['Saapumisaika', '09:30'],
    ['Kävijät', 'Liisa Heikkinen, Pekka Nieminen'],
  ])
    await expect(page.getByRole('term').filter({ hasText: term }).locator('+ dd')).toHaveText(value);
  await keepScreenshot(page, '/tmp/shots/tickets-visit.png');

  // The visit moves to a later hour: the facts and the history tell it.
  await page.getByRole('button', { name: 'Muuta käynnin tietoja' }).click();
  await page
    .getByRole('group', { name: 'Käynnin tiedot' })
    .getByRole('textbox', { name: 'Saapumisaika' })
    .fill('10:00');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Tallenna tiedot' }).click();
  await expect(page.getByText('Tiedot on muutettu.')).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Saapumisaika' }).locator('+ dd')).toHaveText(
    '10:00',
  );
  await expect(page.getByRole('region', { name: 'Historia' })).toContainText('muutti tietoja');

  // The company's list tells the visit's day in its row.
  await page.goto(`/${AURORA}/tickets?q=${encodeURIComponent(subject)}`);
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toContainText(
    `Käyntipäivä ${day} 10:00`,
  );

  // The desk plans the day: its queue narrowed to that day holds the visit.
  await page.goto('/0/tickets');
  const queueDay = page.getByRole('textbox', { name: 'Käynnin tai lähetyksen päivä' });
  await queueDay.fill(day);
  await queueDay.press('Enter');
  const [dd, mm, yyyy] = day.split('.');
  await expect(page).toHaveURL(new RegExp(`[?&]day=${yyyy}-${mm}-${dd}`));
  await expect(page.getByRole('listitem').filter({ hasText: subject })).toContainText(
    `Käyntipäivä ${day} 10:00`,
  );
});
