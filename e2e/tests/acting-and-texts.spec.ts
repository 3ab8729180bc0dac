import { expect, type Page } from '@playwright/test';
import { AURORA, keepScreenshot, loginAs, test } from '../fixtures';
import { loginInFinnish, refusedApiCalls } from './shell-helpers';

const BOTH = 'Cecilia Asiakaspalvelu käyttäjän Maria Manninen puolesta';
const MESSAGE = `Virheilmoitus: "ECONNRESET" #42 [prod] *kiire* – “lainaus” 🙂 ${Date.now()}`;

async function shots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await keepScreenshot(page, `/tmp/shots/acting-${name}-${width}.png`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe.serial('acting as a user shows who acted (issue 23, item 5)', () => {
  let ticketPath = '';
  let ticketNumber = 0;

  test('customer care comments on a ticket while acting as Maria and then stops', async ({ page }) => {
    await loginAs(page, 'cc@kaista.example', `/${AURORA}/company/users`);
    const list = await page.request.get(`/api/businesses/${AURORA}/tickets?pageSize=1&status=SOLVING`);
    const [ticket] = (await list.json()).items as { id: string; number: number }[];
    ticketPath = `/${AURORA}/tickets/${ticket!.id}`;
    ticketNumber = ticket!.number;

    // Role names in the user's language, not codes (item 7).
    const maria = page.getByRole('row').filter({ hasText: 'manager@aurora.example' });
    await expect(maria).toContainText('Palvelupäällikkö');
    await expect(page.getByRole('table')).not.toContainText('ServiceManagerUser');
    await shots(page, 'users');
    // Maria has a cart and order requests: nothing of hers is asked as Cecilia, nor Cecilia's as Maria.
    const refused = refusedApiCalls(page);
    await page.getByRole('button', { name: 'Toimi käyttäjänä Maria Manninen' }).click();
    const banner = page.getByRole('status').filter({ hasText: 'toimii käyttäjänä' });
    await expect(banner).toContainText('Cecilia Asiakaspalvelu toimii käyttäjänä Maria Manninen');

    await page.goto(ticketPath);
    const answer = page.getByRole('textbox', { name: /Uusi viesti/ });
    await answer.fill(MESSAGE);
    await page.getByRole('button', { name: 'Lähetä viesti' }).click();
    const comment = page.getByRole('listitem').filter({ hasText: MESSAGE });
    await expect(comment).toContainText(BOTH);
    await expect(answer).toHaveValue('');
    await shots(page, 'comment');

    await page.getByRole('status').getByRole('button', { name: 'Lopeta käyttäjänä toimiminen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'toimii käyttäjänä' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Toimi käyttäjänä Maria Manninen' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
  });

  test('the customer sees both names on the comment and a sentence in the audit log', async ({ page }) => {
    await loginInFinnish(page, 'manager@aurora.example', ticketPath);
    await page.goto(ticketPath);
    const comment = page.getByRole('listitem').filter({ hasText: MESSAGE });
    await expect(comment).toContainText(BOTH);

    await page.goto(`/${AURORA}/company/audit`);
    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ hasText: `Kommentoi tukipyyntöä #${ticketNumber}` })
      .first();
    await expect(row).toContainText(BOTH);
    await expect(row).toContainText('Onnistui');
    await expect(page.getByRole('table')).not.toContainText('/api/');
    await shots(page, 'audit');
  });
});

test('a read-only user gets no "awaiting your reply" badge (issue 23, item 7)', async ({ page }) => {
  await loginInFinnish(page, 'user@aurora.example', `/${AURORA}/home`);
  await expect(page.getByRole('navigation', { name: 'Päävalikko' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Tukipyynnöt/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText(/odottaa vastaustasi/)).toHaveCount(0);
});
