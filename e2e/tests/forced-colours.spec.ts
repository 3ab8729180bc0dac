import { expect, type Locator, type Page } from '@playwright/test';
import { AURORA, test } from '../fixtures';
import { loginInFinnish } from './shell-helpers';

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * Tabs through the page and names each stop whose focus nothing outlines. Forced colours (Windows' contrast
 * themes) drop box shadows, so only an outline on the control, or on the part that shows it (a checkbox's box,
 * the file picker's button beside its input), keeps the focus in sight.
 */
async function stopsWithoutOutline(page: Page, stops: number): Promise<string[]> {
  const unseen: string[] = [];
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press('Tab');
    const missing = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      const shownOn = focused.closest('[data-focus-visible]');
      const parts = [
        focused,
        focused.nextElementSibling,
        shownOn,
        ...Array.from(shownOn?.querySelectorAll('*') ?? []),
      ];
      // A visually hidden input's own outline is drawn on no one's screen.
      const outlined = parts.some((part) => {
        if (!part) return false;
        const style = getComputedStyle(part);
        const { width, height } = part.getBoundingClientRect();
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && width > 4 && height > 4;
      });
      const label = focused instanceof HTMLInputElement ? focused.labels?.[0]?.textContent : null;
      const name = focused.getAttribute('aria-label') ?? label ?? focused.textContent ?? '';
      return outlined ? null : `${focused.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`;
    });
    if (missing) unseen.push(missing);
  }
  return unseen;
}

/** The items of a navigation bar whose bottom border stands out from the page (forced colours paint every border). */
async function underlinedItems(bar: Locator): Promise<string[]> {
  return bar.locator(':scope > ul > li > :first-child').evaluateAll((items) => {
    const canvas = getComputedStyle(document.body).backgroundColor;
    return items
      .filter((item) => getComputedStyle(item).borderBottomColor !== canvas)
      .map((item) => item.textContent?.trim() ?? '');
  });
}

test('in a forced-colours theme the focus stays in sight and only the current section and page are underlined', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await loginInFinnish(page, 'manager@aurora.example', `/${AURORA}/tickets/new`);
  await expect(page.getByRole('heading', { level: 1, name: 'Uusi tukipyyntö' })).toBeVisible();

  expect(await underlinedItems(page.getByRole('navigation', { name: 'Päävalikko' }))).toEqual([
    expect.stringMatching(/^Tukipyynnöt/),
  ]);
  expect(await underlinedItems(page.getByRole('navigation', { name: 'Tukipyynnöt' }))).toEqual([
    'Uusi tukipyyntö',
  ]);

  // From the top: the skip link, the header, both menus and the form's fields, radios and buttons.
  await page.getByRole('heading', { level: 1, name: 'Uusi tukipyyntö' }).evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  expect(await stopsWithoutOutline(page, 30)).toEqual([]);
});
