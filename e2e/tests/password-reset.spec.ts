import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, KETTU, test } from '../fixtures';

const EMAIL = 'repend@kettu.example';
const NEW_PASSWORD = 'uusi pitkä salasana';

/** The reset link of the newest mail to the address, from the development e-mail outbox page. */
async function latestResetLink(page: Page, email: string): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/gauth/dev/email-outbox');
  const row = outbox.locator('tbody tr').filter({ hasText: email }).first();
  const text = (await row.locator('pre').textContent()) ?? '';
  await outbox.close();
  const link = /https?:\/\/\S+\/gauth\/password\/reset\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no reset link in the e-mail outbox: ${text}`);
  return link;
}

/** From the login page through the e-mailed link to a new password. */
async function resetPassword(page: Page, password: string): Promise<void> {
  await page.goto('/gauth/login?lang=fi');
  await page.getByRole('link', { name: 'Unohditko salasanan?' }).click();
  await expect(page.getByRole('heading', { name: 'Unohditko salasanasi?' })).toBeVisible();
  await page.getByLabel('Sähköposti').fill(EMAIL);
  await page.getByRole('button', { name: 'Lähetä linkki' }).click();
  await expect(page.getByRole('status')).toContainText('Jos osoite kuuluu Kaistan käyttäjätilille');
  await expect.poll(() => latestResetLink(page, EMAIL).catch(() => '')).toContain('token=');
  await page.goto(await latestResetLink(page, EMAIL));
  await expect(page.getByRole('heading', { name: 'Aseta uusi salasana' })).toBeVisible();
  await page.getByLabel('Uusi salasana', { exact: true }).fill(password);
  await page.getByLabel('Uusi salasana uudelleen').fill(password);
  await page.getByRole('button', { name: 'Aseta salasana' }).click();
  await expect(page.getByRole('status')).toContainText('Salasanasi vaihdettiin');
}

async function submitLogin(page: Page, password: string): Promise<void> {
  await page.goto('/gauth/login?lang=fi');
  await page.getByLabel('Sähköposti').fill(EMAIL);
  await page.getByLabel('Salasana').fill(password);
  await page.getByRole('button', { name: 'Kirjaudu' }).click();
}

test.describe('forgotten password', () => {
  test('a link from the e-mail sets a new password, which then logs in while the old one does not', async ({
    page,
  }) => {
    await resetPassword(page, NEW_PASSWORD);
    await page.getByRole('link', { name: 'Takaisin kirjautumiseen' }).click();
    await expect(page).toHaveURL(/\/gauth\/login/);

    await submitLogin(page, DEMO_PASSWORD);
    await expect(page.getByRole('alert')).toHaveText('Väärä sähköpostiosoite tai salasana.');
    await submitLogin(page, NEW_PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/${KETTU}/`));

    // The demo password back, so that other specs can log in as this persona.
    await resetPassword(page, DEMO_PASSWORD);
    await submitLogin(page, DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/gauth\/login/);
  });
});
