import { expect, type Locator, type Page } from '@playwright/test';
import { latestSmsCode, loginAs } from '../fixtures';

export type MenuLink = { name: string; href: string };

const DEAD_END_HEADINGS = ['Sivua ei löytynyt', 'Sivua ei voitu näyttää', 'Sinulla ei ole oikeutta'];

/** Logs in in Finnish; the SMS persona confirms with the code from the development outbox. */
export async function loginPersona(page: Page, email: string): Promise<void> {
  if (email.startsWith('sms@')) {
    await page.goto('/');
    await page.waitForURL(/\/gauth\/login/);
    await page.getByLabel('Sähköposti').fill(email);
    await page.getByLabel('Salasana').fill('Kaista-demo-2026');
    await page.getByRole('button', { name: 'Kirjaudu' }).click();
    await page.getByLabel('Koodi').fill(await latestSmsCode(page));
    await page.getByRole('button', { name: 'Vahvista' }).click();
  } else {
    await loginAs(page, email);
  }
  await expect(page.getByRole('button', { name: /^Käyttäjävalikko:/ })).toBeVisible();
}

/** The links of a menu or tile list, by name and path. */
export async function linksOf(container: Locator): Promise<MenuLink[]> {
  return container.locator('a').evaluateAll((links) =>
    links.map((link) => ({
      name: link.childNodes[0]?.textContent?.trim() ?? '',
      href: new URL((link as HTMLAnchorElement).href).pathname,
    })),
  );
}

/**
 * After a click on a menu entry: the page of the entry is shown and stays (no redirect, no loop), it is no
 * error, not-found or missing-permission page.
 */
export async function expectReached(page: Page, link: MenuLink): Promise<void> {
  const where = `${link.name} (${link.href})`;
  await expect(page, where).toHaveURL(new RegExp(`${link.href}$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading, where).toBeVisible();
  await page.waitForTimeout(300);
  await expect(page, `${where} stays`).toHaveURL(new RegExp(`${link.href}$`));
  const title = (await heading.textContent()) ?? '';
  expect(
    DEAD_END_HEADINGS.some((text) => title.includes(text)),
    `${where}: ${title}`,
  ).toBe(false);
  await expect(page.getByRole('alert').filter({ hasText: 'Sinulla ei ole oikeutta' }), where).toHaveCount(0);
}
