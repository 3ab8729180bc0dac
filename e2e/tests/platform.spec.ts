import { expect } from '@playwright/test';
import { AURORA, KETTU, latestSmsCode, loginAs, test } from '../fixtures';

test.describe('login and landing', () => {
  test('the manager lands on the default company home and can log out', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example');
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/home$`));
    await expect(page.getByText('Aurora Logistics Oy').first()).toBeVisible();

    const keepAlive = await page.request.post('/gauth/keepalive', {
      headers: { 'x-accept-language': 'fi', origin: new URL(page.url()).origin },
    });
    expect(keepAlive.status()).toBe(200);

    // A plain GET only offers the button (a cross-site link must not log anyone out); the button posts.
    await page.goto('/gauth/logout');
    await page.getByRole('button', { name: 'Kirjaudu ulos' }).click();
    await expect(page).toHaveURL(/\/gauth\/login/);
    const afterLogout = await page.request.post('/gauth/keepalive', {
      headers: { 'x-accept-language': 'fi', origin: new URL(page.url()).origin },
    });
    expect(afterLogout.status()).toBe(204);
  });

  test('an SMS user confirms the login with the code from the outbox', async ({ page }) => {
    await page.goto('/');
    await page.waitForURL(/\/gauth\/login/);
    await page.getByLabel('Sähköposti').fill('sms@aurora.example');
    await page.getByLabel('Salasana').fill('Kaista-demo-2026');
    await page.getByRole('button', { name: 'Kirjaudu' }).click();
    await expect(page.getByRole('heading', { name: 'Vahvista kirjautuminen' })).toBeVisible();
    await page.getByLabel('Koodi').fill('000000' === (await latestSmsCode(page)) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Vahvista' }).click();
    await expect(page.getByRole('alert')).toHaveText('Väärä koodi. Yrityksiä jäljellä: 4.');
    await page.getByLabel('Koodi').fill(await latestSmsCode(page));
    await page.getByRole('button', { name: 'Vahvista' }).click();
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/home$`));
  });

  test('operator staff land on /0', async ({ page }) => {
    await loginAs(page, 'dc@kaista.example');
    await expect(page).toHaveURL(/\/0$/);
  });

  test('a representative lands on the shop page of their company', async ({ page }) => {
    await loginAs(page, 'rep@kettu.example');
    await expect(page).toHaveURL(new RegExp(`/${KETTU}/matsku`));
  });

  test('the route asked for before login is restored after it', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/tickets`);
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/tickets$`));
  });

  test('a wrong password keeps the user on the login page with a message', async ({ page }) => {
    await page.goto('/gauth/login?lang=en');
    await page.getByLabel('E-mail').fill('manager@aurora.example');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong e-mail address or password.');
  });
});
