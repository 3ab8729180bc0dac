import { expect, type Page } from '@playwright/test';
import { AURORA, DEMO_PASSWORD, latestSmsCode, loginAs, test } from '../fixtures';

async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Sähköposti').fill(email);
  await page.getByLabel('Salasana').fill(password);
  await page.getByRole('button', { name: 'Kirjaudu' }).click();
}

test.describe('login security', () => {
  test('failed logins on one account lock that account, not the colleagues on the same address', async ({
    page,
  }) => {
    // A colleague mistyping their own e-mail address, over and over, from the office's one address.
    const mistyped = 'manger@aurora.example';
    await page.goto('/gauth/login');
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await submitLogin(page, mistyped, `wrong-${attempt}`);
      await expect(page.getByRole('alert')).toHaveText('Väärä sähköpostiosoite tai salasana.');
    }
    await submitLogin(page, mistyped, 'wrong-again');
    await expect(page.getByRole('alert')).toContainText('Liian monta epäonnistunutta kirjautumista');

    await loginAs(page, 'manager@aurora.example');
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/home$`));
    await expect(page.getByText('Aurora Logistics Oy').first()).toBeVisible();
  });

  test('the SMS code page names the number, offers a new code and counts the tries left', async ({
    page,
  }) => {
    await page.goto('/gauth/login');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
    expect((await page.request.get('/favicon.svg')).status()).toBe(200);
    await submitLogin(page, 'sms@aurora.example', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'Vahvista kirjautuminen' })).toBeVisible();
    await expect(page.getByText('numeroon +35840•••••67')).toBeVisible();

    await page.getByRole('button', { name: 'Lähetä uusi koodi' }).click();
    await expect(page.getByRole('alert')).toHaveText(/Uuden koodin voi pyytää \d+ sekunnin kuluttua\./);

    const code = await latestSmsCode(page);
    await page.getByLabel('Koodi').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Vahvista' }).click();
    await expect(page.getByRole('alert')).toHaveText('Väärä koodi. Yrityksiä jäljellä: 4.');
    await page.getByLabel('Koodi').fill(code);
    await page.getByRole('button', { name: 'Vahvista' }).click();
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/home$`));
  });

  test('ending the other sessions logs the other browser out at its next step, and keeps this one', async ({
    page,
    browser,
    baseURL,
  }) => {
    const elsewhere = await browser.newContext({ baseURL });
    const otherPage = await elsewhere.newPage();
    await loginAs(otherPage, 'manager@aurora.example', `/${AURORA}/home`);
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/account/sessions`);
    await expect(page.getByRole('heading', { name: 'Kirjautumiseni' })).toBeVisible();

    await page.getByRole('button', { name: 'Kirjaudu ulos kaikkialta muualta' }).click();
    await expect(page.getByText(/kirjautumis(ta|en)? päätettiin\./)).toBeVisible();
    await otherPage.goto(`/${AURORA}/home`);
    await expect(otherPage).toHaveURL(/\/gauth\/login/);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Kirjautumiseni' })).toBeVisible();
    await expect(page.getByText('Et ole kirjautuneena muualla.')).toBeVisible();
    await elsewhere.close();
  });

  test('a plain link to the logout URI does not log out; its button does', async ({ page }) => {
    await loginAs(page, 'employee@aurora.example');
    await page.goto('/gauth/logout');
    await expect(page.getByRole('heading', { name: 'Kirjaudu ulos' })).toBeVisible();
    await page.goto('/');
    await expect(page).not.toHaveURL(/\/gauth\/login/);
    await page.goto('/gauth/logout');
    await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
    await expect(page).toHaveURL(/\/gauth\/login/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/gauth\/login/);
  });
});
