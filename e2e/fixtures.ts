import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { moveClockAhead } from '../scripts/move-clock-ahead.mjs';
import { portalURL } from './portals';

/** Set by scripts/e2e-later.sh, which moves the runner's and the servers' clocks that many days ahead. */
const clockAheadDays = Number(process.env.CLOCK_AHEAD_DAYS ?? 0);

/**
 * Every page of every context the tests open, the fixtures' own and those a test opens itself, keeps the
 * same moved clock as the runner and the server, so a form's "today" is the server's today.
 */
function withClockAhead(browser: Browser, days: number) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(moveClockAhead, days);
    return context;
  };
}

/** Playwright's test, driving the portal of the worker's own slot (see playwright.config.ts). */
export const test = base.extend({
  // Playwright's fixture syntax names a fixture's own fixtures in the first argument; this one needs none.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use, testInfo) => use(portalURL(testInfo.parallelIndex)),
  browser: [
    async ({ browser }, use) => {
      if (clockAheadDays) withClockAhead(browser, clockAheadDays);
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

/**
 * Screenshots are for a person to look at (`E2E_SCREENSHOTS=1`, under /tmp/shots); a run without one, as CI's,
 * spends no time taking pictures nobody sees.
 */
export const screenshotsKept = Boolean(process.env.E2E_SCREENSHOTS);

export async function keepScreenshot(page: Page, path: string, { fullPage = true } = {}): Promise<void> {
  if (screenshotsKept) await page.screenshot({ path, fullPage });
}

export const DEMO_PASSWORD = 'Kaista-demo-2026';
export const AURORA = '100001';
export const POHJOLA = '100002';
export const KETTU = '100003';

/** Logs in through the real login page, as a person would, starting from the given portal path. */
export async function loginAs(page: Page, email: string, startPath = '/'): Promise<void> {
  await page.goto(startPath);
  await page.waitForURL(/\/gauth\/login/);
  await page.getByLabel(/Sähköposti|E-mail|E-post/).fill(email);
  await page.getByLabel(/Salasana|Password|Lösenord/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /Kirjaudu|Log in|Logga in/ }).click();
  await expect(page).not.toHaveURL(/\/gauth\/login$/);
}

/** Reads the newest login code from the development SMS outbox page. */
export async function latestSmsCode(page: Page): Promise<string> {
  const outbox = await page.context().newPage();
  await outbox.goto('/gauth/dev/sms-outbox');
  const text = (await outbox.locator('tbody tr').first().locator('td').last().textContent()) ?? '';
  await outbox.close();
  const code = /(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error(`no code in the SMS outbox: ${text}`);
  return code;
}

/**
 * Axe's findings on the page as it stands, of every impact (a moderate one, such as two regions of one name,
 * still leaves a screen reader's user lost): none expected. Entrance animations finish first: a notice
 * measured half faded in has a contrast no person reads it at. The region rule is left out: React Aria puts
 * a modal popover's hidden dismiss buttons beside its dialog, outside every landmark, and pages keep their
 * content in landmarks by the shell's layout.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // Legacy mode runs axe in the page itself: the default opens a blank page to merge the frames' partial
  // results, which only cross-origin frames need (the portal has none under test) and which cost about half
  // of each check's time. Only the violations are asserted, so only they are collected in full. `options`
  // replaces every option set before it, so it comes before the rule left out.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .disableRules(['region'])
    .setLegacyMode()
    .analyze();
  expect(
    results.violations.map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`,
    ),
  ).toEqual([]);
}
