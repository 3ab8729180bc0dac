import { expect, type Page } from '@playwright/test';
import { AURORA, expectNoAxeViolations, loginAs, test } from '../fixtures';

const SUBJECT = `Puhelinvaihde hiljaa ${Date.now()}`;
const REPLY = 'Tarvitsemme vaihteen sarjanumeron.';
const NOTE = 'Sisäisesti: vaihde on vanhaa mallia.';
const ANSWER = 'Sarjanumero on VX-1234.';

/** The desk's next status, through the panel's dropdown and button. */
async function moveTo(page: Page, status: string) {
  await page.getByRole('button', { name: /Uusi tila/ }).click();
  await page.getByRole('option', { name: status, exact: true }).click();
  await page.getByRole('button', { name: 'Vaihda tila' }).click();
  // Landed: the history tells it (the dropdown's own choice shows the same word before the change is made).
  await expect(page.getByText(`vaihtoi tilaksi ${status}`)).toBeVisible();
}

test.describe.serial('customer care works a ticket', () => {
  let ticketPath = '';

  test('a customer opens a critical ticket', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/tickets/new`);
    await page.getByRole('button', { name: /Tyyppi/ }).click();
    await page.getByRole('option', { name: 'Vikailmoitus', exact: true }).click();
    await page.getByRole('radio', { name: 'Kriittinen' }).check({ force: true });
    await page.getByRole('textbox', { name: /Aihe/ }).fill(SUBJECT);
    await page.getByRole('textbox', { name: /Kuvaus/ }).fill('Vaihde ei yhdistä puheluita.');
    await page.getByRole('button', { name: 'Lähetä tukipyyntö' }).click();
    await expect(page.getByRole('heading', { name: SUBJECT })).toBeVisible();
    ticketPath = new URL(page.url()).pathname;
  });

  test('customer care finds it in the queue, takes it, notes, asks for details', async ({ page }) => {
    await loginAs(page, 'cc@kaista.example', '/0/tickets?status=UNTOUCHED&urgency=critical');
    await page.getByRole('searchbox', { name: 'Yrityksen numero' }).fill(AURORA);
    await page.getByRole('searchbox', { name: 'Yrityksen numero' }).press('Enter');
    await expect(page).toHaveURL(/companyId=100001/);
    await expect(page.getByRole('link', { name: new RegExp(SUBJECT) })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: new RegExp(SUBJECT) }).click();
    await expect(page.getByRole('heading', { name: SUBJECT })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(ticketPath);

    await page.getByRole('button', { name: 'Ota käsittelyyn' }).click();
    await expect(page.getByRole('button', { name: 'Ota käsittelyyn' })).toHaveCount(0);
    await page.getByRole('textbox', { name: /Sisäinen muistiinpano/ }).fill(NOTE);
    await page.getByRole('button', { name: 'Lisää sisäinen muistiinpano' }).click();
    await expect(page.getByRole('textbox', { name: /Sisäinen muistiinpano/ })).toHaveValue('');
    await expect(page.getByText(NOTE)).toBeVisible();
    await page.getByRole('textbox', { name: /Uusi viesti/ }).fill(REPLY);
    await page.getByRole('button', { name: 'Lähetä viesti' }).click();
    // The sent text is found once the box has emptied, not in the box itself.
    await expect(page.getByRole('textbox', { name: /Uusi viesti/ })).toHaveValue('');
    await expect(page.getByText(REPLY)).toBeVisible();
    await moveTo(page, 'Vastaanotettu');
    await moveTo(page, 'Odottaa asiakkaan vastausta');

    // Found again by its words among every company's open tickets, and among the desk member's own.
    await page.goto('/0/tickets');
    await page.getByRole('searchbox', { name: 'Hae' }).fill(SUBJECT);
    await page.getByRole('searchbox', { name: 'Hae' }).press('Enter');
    const queue = page.getByRole('list', { name: 'Kaikkien yritysten tukipyynnöt' });
    await expect(queue.getByRole('listitem')).toHaveCount(1);
    await expect(queue.getByRole('link', { name: new RegExp(SUBJECT) })).toBeVisible();
    await page.goto('/0/tickets?assignee=mine');
    await expect(page.getByRole('link', { name: new RegExp(SUBJECT) })).toBeVisible();
  });

  test('the customer gets the e-mail, reads the reply and the status, never the note, and answers, all in her audit log', async ({
    page,
  }) => {
    await loginAs(page, 'manager@aurora.example', ticketPath);
    await expect(page.getByRole('heading', { name: SUBJECT })).toBeVisible();
    await expect(page.getByText(REPLY)).toBeVisible();
    await expect(page.getByText('Odottaa vastaustasi', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(NOTE)).toHaveCount(0);
    await page.getByRole('textbox', { name: /Uusi viesti/ }).fill(ANSWER);
    await page.getByRole('button', { name: 'Lähetä viesti' }).click();
    await expect(page.getByRole('textbox', { name: /Uusi viesti/ })).toHaveValue('');
    await expect(page.getByText(ANSWER)).toBeVisible();
    await expect(page.getByText('Selvityksessä', { exact: true }).first()).toBeVisible();

    // Her own request and answer are in the company's audit log, as hers.
    const ticketCall = `/api/businesses${ticketPath}`;
    const { number } = (await (await page.request.get(ticketCall)).json()) as { number: number };
    await page.goto(`/${AURORA}/company/audit`);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.filter({ hasText: `Loi tukipyynnön #${number}` })).toContainText('Maria Manninen');
    await expect(rows.filter({ hasText: `Kommentoi tukipyyntöä #${number}` })).toContainText(
      'Maria Manninen',
    );

    const outbox = await page.context().newPage();
    await outbox.goto('/gauth/dev/email-outbox');
    await expect(outbox.getByText(/Tukipyyntösi #\d+ odottaa vastaustasi/).first()).toBeVisible();
    await expect(outbox.getByText(new RegExp(SUBJECT)).first()).toBeVisible();
    await outbox.close();
  });

  test('the answered ticket is back on the desk, which heard of the answer, resolves it and the customer hears', async ({
    page,
  }) => {
    await loginAs(page, 'cc@kaista.example', '/0/tickets?assignee=mine&status=SOLVING');
    await expect(page.getByRole('link', { name: new RegExp(SUBJECT) })).toBeVisible();
    await page.getByRole('link', { name: new RegExp(SUBJECT) }).click();
    await expect(page.getByText(ANSWER)).toBeVisible();
    await expect(page.getByText(NOTE)).toBeVisible();
    await moveTo(page, 'Ratkaistu');

    // The customer's answer was mailed to the one who had the ticket; the resolution to the customer.
    await page.goto('/gauth/dev/email-outbox');
    await expect(page.getByText(/Asiakas vastasi tukipyyntöön #\d+/).first()).toBeVisible();
    await expect(page.getByText(/Tukipyyntösi #\d+ on ratkaistu/).first()).toBeVisible();
  });
});
