import { expect, type Page } from '@playwright/test';
import { AURORA, KETTU, test } from '../fixtures';
import { expectReached, linksOf, loginPersona, type MenuLink } from './persona-walk-helpers';
import { expectNoSidewaysScroll, expectLabelledCellsFit, inEachLanguage, openCompany } from './shell-helpers';

// Issue 23, item 2: every persona of the README reaches every page its menus show, by clicking.

// The walks only read, and each worker has a portal of its own: spread over the workers, the suite's longest
// file (some seven minutes in one worker) no longer runs on alone after the other files are done.
test.describe.configure({ mode: 'parallel' });

const PERSONAS = [
  { email: 'dc@kaista.example', opens: 'Aurora Logistics Oy', front: `/${AURORA}/home` },
  { email: 'cc@kaista.example', opens: 'Aurora Logistics Oy', front: `/${AURORA}/home` },
  { email: 'admin@kaista.example', opens: 'Aurora Logistics Oy', front: `/${AURORA}/home` },
  { email: 'mu@kaista.example', opens: 'Kettu Retail Oy', front: `/${KETTU}/matsku` },
  { email: 'manager@aurora.example', front: `/${AURORA}/home` },
  { email: 'user@aurora.example', front: `/${AURORA}/home` },
  { email: 'employee@aurora.example', front: `/${AURORA}/home` },
  { email: 'sms@aurora.example', front: `/${AURORA}/home` },
  { email: 'rep@kettu.example', front: `/${KETTU}/matsku` },
  { email: 'repend@kettu.example', front: `/${KETTU}/matsku` },
] as const;

/** Phones are walked at 320 px, the narrowest width WCAG's reflow criterion (1.4.10) asks to serve. */
const PHONE_WIDTH = 320;
const WIDTHS = [1280, PHONE_WIDTH] as const;
/**
 * The phone menu lists the same entries as the desktop one, so on a phone one persona of each kind (operator
 * staff serving a company, a company administrator, a partner-shop representative) walks it. The operator
 * staff's is the shop's support (mu), whose header holds the most: quick search, mini cart and user menu.
 */
const WALKED_ON_PHONES = new Set(['mu@kaista.example', 'manager@aurora.example', 'rep@kettu.example']);

function menu(page: Page, width: number) {
  const name = 'Päävalikko';
  return width < 768 ? page.locator('#mobile-menu') : page.getByRole('navigation', { name });
}

async function menuAvailable(page: Page, width: number): Promise<boolean> {
  const control = width < 768 ? page.getByRole('button', { name: 'Avaa valikko' }) : menu(page, width);
  return control.isVisible();
}

async function openMenu(page: Page, width: number): Promise<void> {
  if (width < 768) await page.getByRole('button', { name: 'Avaa valikko' }).click();
  await expect(menu(page, width)).toBeVisible();
}

/** Clicks one entry as a person would: on phones through the menu toggle, on desktops through its submenu. */
async function clickEntry(page: Page, width: number, link: MenuLink): Promise<void> {
  await openMenu(page, width);
  const anchor = menu(page, width).locator(`a[href="${link.href}"]`);
  if (!(await anchor.isVisible())) {
    const panel = await anchor.locator('xpath=ancestor::ul[@id][1]').getAttribute('id');
    await page.locator(`button[aria-controls="${panel}"]`).click();
  }
  await anchor.click();
}

async function walkOperatorTools(page: Page): Promise<number> {
  const tools = page.getByRole('navigation', { name: 'Operaattorin työkalut' });
  await expect(tools).toBeVisible();
  const links = await linksOf(tools);
  for (const link of links) {
    if (!page.url().endsWith('/0')) await page.goto('/0');
    await tools.locator(`a[href="${link.href}"]`).click();
    await expectReached(page, link);
  }
  return links.length;
}

for (const width of WIDTHS) {
  test.describe(`persona walk at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const persona of PERSONAS.filter(
      ({ email }) => width > PHONE_WIDTH || WALKED_ON_PHONES.has(email),
    )) {
      test(`${persona.email} reaches every page of its menus`, async ({ page }) => {
        test.setTimeout(180_000);
        // A page shown whole may still have asked for what the persona may not see, or failed a call.
        const refused: string[] = [];
        page.on('response', (answer) => {
          const { pathname } = new URL(answer.url());
          if (pathname.startsWith('/api/') && (answer.status() === 403 || answer.status() >= 500))
            refused.push(`${answer.status()} ${answer.request().method()} ${pathname} on ${page.url()}`);
        });
        await loginPersona(page, persona.email);
        if ('opens' in persona) {
          await expect(page).toHaveURL(/\/0$/);
          expect(await walkOperatorTools(page)).toBeGreaterThan(0);
          await page.goto('/0');
          await openCompany(page, persona.opens);
        }
        await expect(page).toHaveURL(new RegExp(`${persona.front}$`));
        await expect(page.getByRole('alert').filter({ hasText: 'Sinulla ei ole oikeutta' })).toHaveCount(0);

        await openMenu(page, width);
        const links = await linksOf(menu(page, width));
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) {
          // From page to page as a person clicks; back to the front page only where the menu is hidden (§2)
          // or is another one (a company entry that leads to the operator's desk queue on /0).
          const inMenu = menu(page, width).locator(`a[href="${link.href}"]`);
          if (!(await menuAvailable(page, width)) || (await inMenu.count()) === 0)
            await page.goto(persona.front);
          await clickEntry(page, width, link);
          await expectReached(page, link);
          if (width === PHONE_WIDTH) {
            await expectNoSidewaysScroll(page);
            await expectLabelledCellsFit(page);
          }
        }
        expect(refused).toEqual([]);
      });
    }
  });
}

test('the menu speaks the portal language the profile holds', async ({ page }) => {
  await loginPersona(page, 'manager@aurora.example');
  const menu = {
    en: ['Main menu', 'Reports'],
    sv: ['Huvudmeny', 'Rapporter'],
    fi: ['Päävalikko', 'Raportit'],
  };
  await inEachLanguage(page, `/${AURORA}/home`, async (language) => {
    const [menuName, reports] = menu[language];
    const nav = page.getByRole('navigation', { name: menuName });
    await expect(nav.getByRole('link', { name: reports })).toBeVisible();
  });
});
