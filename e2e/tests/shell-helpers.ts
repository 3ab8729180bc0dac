import { expect, type Locator, type Page } from '@playwright/test';
import { loginAs, screenshotsKept } from '../fixtures';

/** The names of every link in the primary menu, submenus included, without badge texts. */
export async function primaryMenuEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Päävalikko' });
  await expect(nav.first()).toBeVisible();
  return nav
    .first()
    .locator('a')
    .evaluateAll((links) => links.map((link) => link.childNodes[0]?.textContent?.trim() ?? ''));
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^(Käyttäjävalikko|User menu|Användarmeny):/ }).click();
  await expect(page.getByRole('dialog', { name: /Käyttäjävalikko|User menu|Användarmeny/ })).toBeVisible();
}

/** The page is no wider than its window: nothing on it (a hidden table included) lets it scroll sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  // Polled: right after a resize the page may not have laid itself out for the new width yet.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${page.url()} scrolls sideways (px beyond the window)`,
    })
    .toBeLessThanOrEqual(0);
}

/**
 * On a phone a table row is a block of labelled lines: each value stays in one line's box beside its label
 * (not split over lines under it), no label's word is wider than the label's column, where it would run
 * over the value, and the values of one row start at one line.
 */
export async function expectLabelledCellsFit(page: Page): Promise<void> {
  const misfits = await page.locator('main td[data-label]').evaluateAll((cells) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return cells.flatMap((cell) => {
      const name = cell.getAttribute('data-label') ?? '';
      const label = getComputedStyle(cell, '::before');
      context.font = `${label.fontWeight} ${label.fontSize} ${label.fontFamily}`;
      // The row holds the columns its cells share; a cell's own are the row's (subgrid).
      const { gridTemplateColumns } = getComputedStyle(cell.parentElement!);
      const { gridTemplateRows } = getComputedStyle(cell);
      const widest = Math.max(...name.split(/\s+/).map((word) => context.measureText(word).width));
      const misfit = [];
      if (!(widest <= parseFloat(gridTemplateColumns) + 0.5))
        misfit.push(`${name}: ${widest} px in ${gridTemplateColumns}`);
      if (gridTemplateRows.trim().split(/\s+/).length > 1)
        misfit.push(`${name}: value over ${gridTemplateRows}`);
      return misfit;
    });
  });
  expect(misfits, `${page.url()} has labelled cells that do not fit`).toEqual([]);
  const valueStarts = await page.locator('main tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const values = Array.from(row.querySelectorAll(':scope > td[data-label] > div'));
      return [...new Set(values.map((value) => Math.round(value.getBoundingClientRect().left)))];
    }),
  );
  expect(
    valueStarts.filter((starts) => starts.length > 1),
    `${page.url()} has rows whose values start apart`,
  ).toEqual([]);
}

/** Saves a screenshot of the current page at each width the shell is checked at; the window ends 1280 px wide. */
export async function screenshots(page: Page, name: string): Promise<void> {
  if (screenshotsKept)
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
    }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Printed on A4 (about 700 px wide, so a phone's layout), a page keeps whose company it is and what it tells
 * (its heading), without the menus, the header's controls, the footer, the page's own buttons, its way back or blank
 * fields; the window ends 1280 px wide on screen.
 */
export async function expectPrintedWithoutControls(page: Page, heading: RegExp | string): Promise<void> {
  await page.setViewportSize({ width: 700, height: 900 });
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner').getByText('Aurora Logistics Oy')).toBeVisible();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('main').getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: /Takaisin / })).toHaveCount(0);
  const blankFieldsShown = page
    .getByRole('main')
    .locator('input, textarea')
    .evaluateAll(
      (fields) =>
        fields.filter((field) => (field as HTMLInputElement).value === '' && field.checkVisibility()).length,
    );
  expect(await blankFieldsShown).toBe(0);
  await page.emulateMedia({ media: null });
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Printed, the page leaves out what is only for acting on screen (`leftOut`, in sight before) and keeps what it
 * tells (`kept`); the screen's media comes back after.
 */
export async function expectLeftOffPaper(page: Page, leftOut: Locator, kept?: Locator): Promise<void> {
  await expect(leftOut).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(leftOut).toBeHidden();
  if (kept) await expect(kept).toBeVisible();
  await page.emulateMedia({ media: null });
}

export type PortalLanguage = 'fi' | 'en' | 'sv';

/** Saves the signed-in user's portal language in their profile, as the user menu does; pages load in it after. */
export async function saveProfileLanguage(page: Page, language: PortalLanguage): Promise<void> {
  const saved = await page.request.put('/api/users/self/profile', {
    data: { userLanguage: language },
    headers: { origin: new URL(page.url()).origin, 'x-accept-language': language },
  });
  expect(saved.status()).toBe(200);
}

/**
 * Opens `path` in each portal language, Swedish first (its words are the longest), as saved in the profile, and
 * runs `check` there. Finnish is saved again after, even when a check fails: the tests after it read Finnish.
 */
export async function inEachLanguage(
  page: Page,
  path: string,
  check: (language: PortalLanguage) => Promise<void>,
): Promise<void> {
  try {
    for (const language of ['sv', 'en', 'fi'] as const) {
      await saveProfileLanguage(page, language);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await check(language);
    }
  } finally {
    await saveProfileLanguage(page, 'fi');
  }
}

/**
 * Logs in and makes sure the profile language is Finnish, so that a test which changed the language and
 * failed before changing it back cannot break the tests after it.
 */
export async function loginInFinnish(page: Page, email: string, startPath = '/'): Promise<void> {
  await loginAs(page, email, startPath);
  await expect(
    page.getByRole('button', { name: /^(Käyttäjävalikko|User menu|Användarmeny):/ }),
  ).toBeVisible();
  const profile = await page.request.get('/api/users/self/profile');
  if ((await profile.json()).userLanguage === 'fi') return;
  await saveProfileLanguage(page, 'fi');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi');
}

/** Opens a company as operator staff do, from the search on /0: its whole name, then the one company found. */
export async function openCompany(page: Page, name: string): Promise<void> {
  await page.getByRole('searchbox', { name: /Yrityksen nimi/ }).fill(name);
  // Until the typed search has answered, the list still holds every company, and its names move when the
  // answer comes: a click in between lands on whatever is then under the pointer.
  const results = page.getByRole('list', { name: 'Hakutulokset' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await results.getByRole('button', { name }).click();
  await expect(page).not.toHaveURL(/\/0(\?.*)?$/);
}

/** The API answers of 400 and above that the page gets from now on, each as "status address". */
export function refusedApiCalls(page: Page): string[] {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() >= 400)
      refused.push(`${response.status()} ${response.url()}`);
  });
  return refused;
}
