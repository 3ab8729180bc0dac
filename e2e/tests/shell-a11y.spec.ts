import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { expect } from '@playwright/test';
import { AURORA, expectNoAxeViolations, keepScreenshot, test } from '../fixtures';
import { loginInFinnish, openUserMenu, screenshots } from './shell-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

test.describe('shell accessibility and looks', () => {
  test('the company home, its menus and the user menu', async ({ page }) => {
    await loginInFinnish(page, 'manager@aurora.example');
    await expect(page.getByRole('heading', { level: 1, name: 'Aurora Logistics Oy' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'home');

    await page.getByRole('button', { name: 'Palvelut' }).click();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, '/tmp/shots/submenu-1280.png', { fullPage: false });
    await page.keyboard.press('Escape');

    await openUserMenu(page);
    await expectNoAxeViolations(page);
    await keepScreenshot(page, '/tmp/shots/user-menu-1280.png', { fullPage: false });
    await page.getByRole('button', { name: 'Vaihda oletusyritys' }).click();
    await expect(page.getByRole('dialog', { name: 'Vaihda oletusyritys' })).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, '/tmp/shots/default-company-1280.png', { fullPage: false });
  });

  test('the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await loginInFinnish(page, 'manager@aurora.example', `/${AURORA}/tickets`);
    await page.getByRole('button', { name: 'Avaa valikko' }).click();
    await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, '/tmp/shots/mobile-menu-375.png');
    const menu = page.getByRole('navigation', { name: 'Päävalikko' });
    // Escape from a link closes the menu and goes back to its toggle.
    await menu.getByRole('link', { name: 'Raportit', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Avaa valikko' })).toBeFocused();
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Raportit', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/reports$`));
    await expect(page.getByRole('navigation', { name: 'Päävalikko' })).toBeHidden();
    await openUserMenu(page);
    await keepScreenshot(page, '/tmp/shots/user-menu-375.png', { fullPage: false });
  });

  test('the operator landing and the reports page', async ({ page }) => {
    await loginInFinnish(page, 'dc@kaista.example');
    await expect(page.getByRole('heading', { level: 1, name: 'Hae yritystä' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'operator-landing');
    await page.goto(`/${AURORA}/reports`);
    await expect(page.getByRole('heading', { level: 1, name: 'Raportit' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'reports');
  });

  test('the shop page of a representative', async ({ page }) => {
    await loginInFinnish(page, 'rep@kettu.example');
    await expect(page.getByRole('heading', { level: 1, name: 'Kauppa' })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'shop');
  });
});

/** A port nobody listens on now, so a run never collides with another server (or a leftover one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

test.describe('design-system gallery (development build)', () => {
  let port = 0;
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    port = await freePort();
    // Vite's own entry run by node, not through npx, so that stopping this process stops the server.
    const repoRoot = path.resolve(import.meta.dirname, '../..');
    server = spawn(
      process.execPath,
      [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), '--port', String(port), '--strictPort'],
      {
        cwd: path.join(repoRoot, 'apps/web'),
        stdio: 'ignore',
      },
    );
    await expect
      .poll(
        () =>
          fetch(`http://localhost:${port}/`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 90_000 },
      )
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('has no accessibility violations', async ({ page }) => {
    await page.goto(`http://localhost:${port}/_gallery`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page);
    await screenshots(page, 'gallery');
  });
});
