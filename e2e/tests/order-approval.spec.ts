import { expect, type Locator, type Page } from '@playwright/test';
import { AURORA, expectNoAxeViolations, loginAs, test } from '../fixtures';
import { fillPayerAndDelivery, proceedWithRequest } from './ordering-helpers';
import { screenshots } from './shell-helpers';

/** A product no other journey orders, so that the rule of this file holds back no one else's order. */
const PIXEL = { code: 'PIXEL_9A_128', name: 'Google Pixel 9a 128 Gt' };
const RULE_TEXT = `Tilaukset, joissa on tuote ${PIXEL.code}`;

/** The manager's rules page, with every rule on the Pixel removed (a failed attempt may have left one). */
async function openRulesWithoutPixelRule(page: Page): Promise<void> {
  await page.goto(`/${AURORA}/order-requests`);
  await page.getByRole('link', { name: 'Hyväksyntäsäännöt' }).click();
  await expect(page.getByRole('heading', { name: 'Hyväksyntäsäännöt', level: 1 })).toBeVisible();
  // Count only once the rules have loaded: while they load there is nothing to count, and a rule left over would stay.
  const ruleList = page.getByRole('region', { name: 'Voimassa olevat säännöt' });
  await expect(ruleList.getByRole('list').or(ruleList.getByText(/^Ei sääntöjä/))).toBeVisible();
  const rules = page.getByRole('listitem').filter({ hasText: RULE_TEXT });
  while ((await rules.count()) > 0) {
    await rules
      .first()
      .getByRole('button', { name: /Poista sääntö/ })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Poista' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  }
}

/** Payer and delivery address on the summary step, then the order is sent. */
async function sendFromSummary(page: Page, recipient: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Yhteenveto', level: 1 })).toBeVisible();
  await fillPayerAndDelivery(page, recipient);
  await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
}

/**
 * At 1280 px a row's three decisions stand side by side, each label on one line, not stacked in a narrow column,
 * and in sight.
 */
async function expectDecisionsOnOneLine(row: Locator): Promise<void> {
  const buttons = row.getByRole('button');
  await expect(buttons).toHaveCount(3);
  const tops = new Set<number>();
  for (const button of await buttons.all()) {
    tops.add(Math.round((await button.boundingBox())!.y));
    const lines = await button.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size;
    });
    expect(lines, (await button.textContent()) ?? '').toBe(1);
  }
  expect(tops.size).toBe(1);
  await expectTableInSight(row);
}

/**
 * Within the page: the table does not scroll its last buttons out of sight, once it has laid itself out for
 * the width (it measures its columns again after the window changes).
 */
async function expectTableInSight(row: Locator): Promise<void> {
  await expect
    .poll(() =>
      row.evaluate((element) => {
        const wrap = element.closest('table')!.parentElement!;
        return wrap.scrollWidth - wrap.clientWidth;
      }),
    )
    .toBeLessThanOrEqual(0);
}

// Issue 11: an order meeting an approval rule waits for the approver the rule names, who alone may let it go on.
test('an orderer’s order held back by a rule is approved by the named approver and completes', async ({
  page,
}) => {
  // Three people's sessions, a whole order twice and three fulfilment steps of 4 s each.
  test.setTimeout(240_000);
  await loginAs(page, 'manager@aurora.example', `/${AURORA}/order-requests`);
  await openRulesWithoutPixelRule(page);
  await page.getByRole('button', { name: /Hyväksyntä tarvitaan, kun/ }).click();
  await page.getByRole('option', { name: 'tilauksessa on tietty tuote' }).click();
  await page.getByRole('textbox', { name: 'Tuotekoodi', exact: true }).fill(PIXEL.code);
  await page
    .getByRole('group', { name: 'Hyväksyjät' })
    .getByRole('checkbox', { name: 'Maria Manninen' })
    .check({ force: true });
  await page.getByRole('button', { name: 'Lisää sääntö' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: RULE_TEXT })).toContainText(
    'Hyväksyy Maria Manninen',
  );

  // Pekka may order, but not a Pixel on his own: his order becomes a request to Maria.
  await page.context().clearCookies();
  await loginAs(page, 'pekka.jarvinen@aurora.example', `/${AURORA}/order/new`);
  await page.getByRole('tab', { name: 'Puhelimet' }).click();
  await page.getByRole('link', { name: PIXEL.name }).click();
  await page.getByRole('button', { name: 'Lisää ostoskoriin' }).click();
  await expect(page.getByRole('heading', { name: 'Ostoskori', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Jatka' }).click();
  await page.getByRole('button', { name: 'Jatka' }).click();
  await sendFromSummary(page, 'Pekka Järvinen');
  const held = page.getByText(
    /Tilaus tarvitsee hyväksynnän: siitä tehtiin tilauspyyntö \d+, jonka hyväksyy Maria Manninen\./,
  );
  await expect(held).toBeVisible();
  const requestNumber = /tilauspyyntö (\d+)/.exec((await held.textContent()) ?? '')![1]!;
  await expect(page).toHaveURL(new RegExp(`/${AURORA}/order-requests$`));
  const own = page
    .getByRole('table', { name: 'Tilauspyynnöt' })
    .getByRole('row')
    .filter({ hasText: requestNumber });
  await expect(own).toContainText('Maria Manninen');
  // The orderer is not the approver: nothing to decide.
  await expect(own.getByRole('button')).toHaveCount(0);

  // Maria, the named approver, proceeds and orders; the request is then done.
  await page.context().clearCookies();
  await loginAs(page, 'manager@aurora.example', `/${AURORA}/order-requests`);
  const request = page
    .getByRole('table', { name: 'Tilauspyynnöt' })
    .getByRole('row')
    .filter({ hasText: requestNumber });
  await expect(request).toContainText(PIXEL.name);
  await expect(request).toContainText('Maria Manninen');
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await expectDecisionsOnOneLine(request);
  // Every request, with a status column: its decisions stack rather than run past the page.
  await page.getByRole('button', { name: /Näytä/ }).click();
  await page.getByRole('option', { name: 'Kaikki', exact: true }).click();
  await expect(page.getByRole('columnheader', { name: 'Tila' })).toBeVisible();
  // Printed, the list says which requests it holds: the chosen filter reads as text, with no box, and the link
  // to the approval rules, which leads nowhere on paper, is left out.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: /Näytä/ })).toContainText('Kaikki');
  await expect(page.getByRole('button', { name: /Näytä/ })).toHaveCSS('border-top-width', '0px');
  await expect(page.getByRole('main').getByRole('link', { name: 'Hyväksyntäsäännöt' })).toBeHidden();
  await page.emulateMedia({ media: null });
  await expectTableInSight(request);
  // On a tablet the columns do not fit: the rows stack, so their decisions are not scrolled out of sight.
  await page.setViewportSize({ width: 768, height: 900 });
  await expectTableInSight(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goBack();
  await screenshots(page, 'order-request-held-by-rule');
  await proceedWithRequest(page, request.getByRole('button', { name: 'Siirry tilaamaan' }));
  await expect(page).toHaveURL(new RegExp(`/${AURORA}/order/new/cart`));
  await expect(page.getByText(PIXEL.name).first()).toBeVisible();
  await page.getByRole('link', { name: 'Jatka' }).click();
  await page.getByRole('button', { name: 'Jatka' }).click();
  await sendFromSummary(page, 'Pekka Järvinen');
  const received = page.getByText(
    new RegExp(`Tilaus \\d+ on vastaanotettu, ja tilauspyyntö ${requestNumber} on käsitelty\\.`),
  );
  await expect(received).toBeVisible();
  const orderNumber = /Tilaus (\d+)/.exec((await received.textContent()) ?? '')![1]!;

  // The order goes through fulfilment to completion.
  await page.goto(`/${AURORA}/orders?q=${orderNumber}`);
  await page.getByRole('table', { name: 'Tilaukset' }).getByRole('link', { name: orderNumber }).click();
  // The order's own page first: reloading before the link's navigation lands would reload the list for good.
  await expect(page.getByRole('heading', { name: `Tilaus ${orderNumber}` })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Tilauksen vaiheet' }).getByText('Valmis')).toBeVisible();
  }).toPass({ timeout: 90_000, intervals: [2_000] });

  await openRulesWithoutPixelRule(page);
  await expect(page.getByRole('listitem').filter({ hasText: RULE_TEXT })).toHaveCount(0);
});
