import { expect, type Page } from '@playwright/test';
import { AURORA, expectNoAxeViolations, loginAs, test } from '../fixtures';
import { expectLeftOffPaper, expectNoSidewaysScroll, screenshots } from './shell-helpers';

async function axeAtBothWidths(page: Page): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('home dashboard', () => {
  test('the manager sees every widget, and a waiting line leads to the list filtered to it', async ({
    page,
  }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/home`);
    const actions = region(page, 'Odottaa sinua');
    await expect(actions).toBeVisible();
    await expect(region(page, 'Kulut')).toBeVisible();
    await expect(
      region(page, 'Kulut').getByRole('table', { name: 'Laskutettu viimeisten 12 kuukauden aikana' }),
    ).toBeAttached();
    await expect(region(page, 'Liittymät tilan mukaan')).toBeVisible();
    await expect(region(page, 'Viimeisimmät tilaukset').getByRole('listitem')).toHaveCount(5);
    await axeAtBothWidths(page);
    await screenshots(page, 'dashboard-manager');
    // Printed, home keeps its widgets and leaves out the shortcuts to each section's pages.
    await expectLeftOffPaper(
      page,
      page.getByRole('main').getByRole('region', { name: 'Palvelut', exact: true }),
      actions,
    );

    const ticketsLink = actions.getByRole('link', { name: /vastaustasi$/ });
    await ticketsLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/tickets\\?status=PENDING_CUSTOMER$`));
    await expect(page.getByRole('button', { name: 'Odottaa vastaustasi Tila' })).toBeVisible();
    const tickets = page.getByRole('list', { name: 'Tukipyynnöt' }).getByRole('listitem');
    await expect(tickets.first()).toContainText('Odottaa vastaustasi');

    await page.goto(`/${AURORA}/home`);
    await region(page, 'Liittymät tilan mukaan').getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/services\\?status=[A-Z]+$`));

    // The overdue invoices' line leads to the invoice list filtered to them (Aurora's demo data has one).
    await page.goto(`/${AURORA}/home`);
    await region(page, 'Odottaa sinua')
      .getByRole('link', { name: /erääntynyt$/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/invoices\\?status=due$`));
  });

  test('the main tour greets a first-time user once, by keyboard, and Escape closes it', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/home`);
    // A retried run finds the tour seen by the first attempt: make this user a first-time user again.
    const reset = await page.request.put('/api/users/self/profile', {
      data: { mainTourDismissed: false },
      headers: { origin: new URL(page.url()).origin, 'x-accept-language': 'fi' },
    });
    expect(reset.status()).toBe(200);
    await page.goto(`/${AURORA}/home`);
    const tour = region(page, 'Tervetuloa Kaistaan');
    await expect(tour).toBeVisible();
    await expect(tour.getByText('Esittely, vaihe 1/5')).toBeVisible();
    await axeAtBothWidths(page);
    await screenshots(page, 'dashboard-tour');

    await tour.getByRole('button', { name: 'Seuraava' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Mikä odottaa sinua' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('heading', { name: 'Mikä odottaa sinua' })).toHaveCount(0);

    // Shown once: the profile remembers it, so home opens without it from now on.
    await page.reload();
    await expect(region(page, 'Odottaa sinua')).toBeVisible();
    await expect(region(page, 'Tervetuloa Kaistaan')).toHaveCount(0);
  });

  test('a reader of services, orders and tickets sees only those widgets', async ({ page }) => {
    await loginAs(page, 'user@aurora.example', `/${AURORA}/home`);
    await expect(region(page, 'Viimeisimmät tilaukset')).toBeVisible();
    await expect(region(page, 'Liittymät tilan mukaan')).toBeVisible();
    await expect(region(page, 'Kulut')).toHaveCount(0);
    // What is open is theirs to know, not to act on: the widget does not say it waits for them.
    const open = region(page, 'Vaatii huomiota');
    await expect(open.getByRole('link', { name: /epäonnistunut/ })).toBeVisible();
    await expect(open.getByRole('link', { name: /hyväksyntää|erääntynyt/ })).toHaveCount(0);
    await expect(region(page, 'Odottaa sinua')).toHaveCount(0);
    await screenshots(page, 'dashboard-reader');
  });

  test('an employee who makes order requests sees only their own requests, linked to the list', async ({
    page,
  }) => {
    await loginAs(page, 'employee@aurora.example', `/${AURORA}/home`);
    const own = region(page, 'Omat tilauspyyntösi');
    await expect(own.getByRole('listitem').first()).toBeVisible();
    await expect(region(page, 'Odottaa sinua')).toHaveCount(0);
    await expect(region(page, 'Kulut')).toHaveCount(0);
    await expect(region(page, 'Viimeisimmät tilaukset')).toHaveCount(0);
    await axeAtBothWidths(page);
    await screenshots(page, 'dashboard-requester');

    await own.getByRole('link', { name: 'Kaikki tilauspyyntösi' }).click();
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/order-requests\\?status=ALL$`));
    await expect(page.getByRole('table', { name: 'Tilauspyynnöt' }).getByRole('row').nth(1)).toContainText(
      'Eero Työntekijä',
    );
  });
});
