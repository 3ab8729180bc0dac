import { expect, type Page } from '@playwright/test';
import { AURORA, expectNoAxeViolations, keepScreenshot, KETTU, loginAs, test } from '../fixtures';

/** A retried run finds the basket the first attempt left (the journey ends with a reorder): empty it first. */
async function emptyBasket(page: Page) {
  const shop = `/api/businesses/${KETTU}/matsku`;
  const headers = { origin: new URL(page.url()).origin, 'x-accept-language': 'fi' };
  const cart = (await (await page.request.get(`${shop}/cart`)).json()) as {
    entries: { entryNumber: number }[];
  };
  for (const entry of cart.entries) {
    const removed = await page.request.delete(`${shop}/cart/entries/${entry.entryNumber}`, { headers });
    expect(removed.ok()).toBe(true);
  }
  await page.reload();
}

test('a representative searches the shop, fills the basket from the mini cart and orders to a store', async ({
  page,
}) => {
  await loginAs(page, 'rep@kettu.example', `/${KETTU}/matsku`);
  // The sign-in's return to the shop must be over before the reload, or the reload replays the sign-in's check.
  await expect(page.getByRole('heading', { name: 'Kauppa' })).toBeVisible();
  await emptyBasket(page);
  await expect(page.getByRole('heading', { name: 'Kauppa' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ostoskori, 0 tuotetta' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Hae tuotteita' }).fill('jabra evolve');
  await page.keyboard.press('Enter');
  const products = page.getByRole('list', { name: 'Tuotteet' });
  await expect(products.getByRole('listitem')).toHaveCount(1);
  await expect(products).toContainText('Varastossa');
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-search-1280.png');
  await page.getByRole('button', { name: 'Lisää koriin: Jabra Evolve2 65 UC -kuulokkeet' }).click();
  await expect(page.getByText('Lisätty koriin: Jabra Evolve2 65 UC -kuulokkeet')).toBeVisible();

  await page.getByRole('button', { name: 'Ostoskori, 1 tuote' }).click();
  const cart = page.getByRole('region', { name: 'Ostoskori' });
  await cart.getByRole('button', { name: 'Lisää: Jabra Evolve2 65 UC -kuulokkeet' }).click();
  await cart.getByRole('button', { name: 'Lisää: Jabra Evolve2 65 UC -kuulokkeet' }).click();
  await expect(page.getByRole('button', { name: 'Ostoskori, 3 tuotetta' })).toBeVisible();
  await expect(cart).toContainText('657,00');
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-minicart-1280.png', { fullPage: false });
  await cart.getByRole('link', { name: 'Siirry tilaamaan' }).click();

  await expect(page.getByRole('heading', { name: 'Tilauksen yhteenveto' })).toBeVisible();
  await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
  await expect(page.getByText('Valitse toimituspaikka.')).toBeVisible();
  await page.getByRole('button', { name: /Toimituspaikka/ }).click();
  await page.getByRole('option', { name: /Kettu Sello/ }).click();
  await page.getByRole('textbox', { name: /Toimituslaskulla näkyvä viite/ }).fill('Asiakas Virtanen');
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-order-1280.png');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-order-375.png');
  await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
  await expect(page.getByText(/Tilaus M\d+ on vastaanotettu\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ostoskori, 0 tuotetta' })).toBeVisible();

  // The order can be put back in the basket from the order summary's earlier orders.
  const placed = (await page.getByText(/Tilaus M\d+ on vastaanotettu\./).textContent())?.match(/M\d+/)?.[0];
  await page.goto(`/${KETTU}/matsku/ordersummary`);
  await page.getByRole('button', { name: `Tilaa uudelleen: ${placed}` }).click();
  await expect(page.getByText(`Tilauksen ${placed} tuotteet lisättiin ostoskoriin.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ostoskori, 3 tuotetta' })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-reorder-375.png');

  // The catalogue and the mini cart at 375 px.
  await page.goto(`/${KETTU}/matsku`);
  await page.getByRole('searchbox', { name: 'Hae tuotteita' }).fill('kuulokkeet');
  await page.keyboard.press('Enter');
  await expect(products.getByRole('listitem').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-search-375.png');
  await page.getByRole('button', { name: 'Ostoskori, 3 tuotetta' }).click();
  await expect(cart.getByRole('link', { name: 'Siirry tilaamaan' })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-minicart-375.png', { fullPage: false });
});

test('a representative sees the stores without the primary menu and chooses the place of delivery', async ({
  page,
}) => {
  await loginAs(page, 'repend@kettu.example', `/${KETTU}/matsku/stores`);
  await expect(page.getByRole('heading', { name: 'Myymälät' })).toBeVisible();
  await expect(page.getByText('Myymälöitä: 4')).toBeVisible();
  await expect(page.getByRole('navigation', { name: /päävalikko|primary/i })).toHaveCount(0);
  await page.getByRole('button', { name: 'Valitse toimituspaikaksi: Kettu Ratina' }).click();
  const ratina = page.getByRole('listitem').filter({ hasText: 'Kettu Ratina' });
  await expect(ratina).toContainText('Valittu toimituspaikaksi');
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-stores-1280.png');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-stores-375.png');
});

test('the configured company orders office supplies with the §5 field checks', async ({ page }) => {
  await loginAs(page, 'rep@kettu.example', `/${KETTU}/matsku/officesupplies`);
  await expect(page.getByRole('heading', { name: 'Toimistotarvikkeet' })).toBeVisible();
  await page.getByRole('textbox', { name: /Myymälänumero/ }).fill('11A');
  await page.getByRole('textbox', { name: /Postinumero/ }).fill('0010');
  await page.getByRole('button', { name: 'Lähetä tarviketilaus' }).click();
  await expect(page.getByText('Myymälänumerossa voi olla enintään 10 numeroa.')).toBeVisible();
  await expect(page.getByText('Postinumerossa on 5 numeroa.')).toBeVisible();
  // The city and the e-mail were left empty.
  await expect(page.getByText('Kenttä ei voi olla tyhjä.')).toHaveCount(2);
  await page.getByRole('textbox', { name: /Myymälänumero/ }).fill('1101');
  await page.getByRole('textbox', { name: /Postinumero/ }).fill('00100');
  await page.getByRole('textbox', { name: /Postitoimipaikka/ }).fill('Helsinki');
  await page.getByRole('textbox', { name: /Sähköposti/ }).fill('kamppi@kettu.example');
  await page.getByRole('button', { name: 'Lisää: Kuittirullat, 10 kpl' }).click();
  await page.getByRole('button', { name: 'Lisää: Kassit, 100 kpl' }).click();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-office-1280.png');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-office-375.png');
  await page.getByRole('button', { name: 'Lähetä tarviketilaus' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Tarviketilaus T\d+ \(2 kpl\)/ })).toBeVisible();
});

test('mu@ approves a product and adds one to Kettu’s assortment, and the representative then sees both', async ({
  page,
  browser,
}) => {
  const cable = 'Lightning–USB-C-kaapeli 1 m';
  await loginAs(page, 'mu@kaista.example', '/0/matsku/productadmin/group');
  await expect(page.getByRole('heading', { name: 'Tuotehallinta' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Hae tuotteita' }).fill('CA-LIGHTNING-1M');
  await page.keyboard.press('Enter');
  const row = page.getByRole('row').filter({ hasText: 'CA-LIGHTNING-1M' });
  await expect(row).toBeVisible();
  // A retried attempt finds the cable approved already: it goes offline first, as the seed has it.
  const withdraw = page.getByRole('button', { name: `Poista myynnistä: ${cable}` });
  if (await withdraw.isVisible()) {
    await withdraw.click();
    await expect(row).toContainText('Poissa myynnistä');
  }
  await page.getByRole('button', { name: `Hyväksy myyntiin: ${cable}` }).click();
  await expect(page.getByText(`Hyväksytty myyntiin: ${cable}`)).toBeVisible();
  await expect(row).toContainText('Myynnissä');
  await page.getByRole('button', { name: `Saldot: ${cable}` }).click();
  await expect(page.getByRole('heading', { name: `Varastosaldot: ${cable}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Saldo, Kettu Sello' })).toBeVisible();
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-productadmin-1280.png');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-productadmin-375.png');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/0/matsku/assortments');
  await expect(page.getByRole('heading', { name: 'Valikoimat', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Muokkaa valikoimaa Kettu Retail -valikoima' }).click();
  const editor = page.getByRole('region', { name: 'Valikoima: Kettu Retail -valikoima' });
  // Companies are found by the company search; a company chosen and removed again is not saved.
  const chosen = editor.getByRole('list', { name: 'Valikoiman yritykset' });
  await expect(chosen).toContainText('Kettu Retail Oy (100003)');
  await editor.getByRole('searchbox', { name: 'Hae yritystä' }).fill('Aurora');
  await page.keyboard.press('Enter');
  await editor.getByRole('button', { name: 'Lisää valikoimaan: Aurora Logistics Oy' }).click();
  await expect(chosen).toContainText('Aurora Logistics Oy');
  await editor.getByRole('button', { name: 'Poista valikoimasta: Aurora Logistics Oy' }).click();
  await expect(chosen).not.toContainText('Aurora Logistics Oy');
  await editor.getByRole('searchbox', { name: 'Hae tuotteita' }).fill('Kuluraportti');
  await page.keyboard.press('Enter');
  const report = editor.getByRole('checkbox', { name: /Kuluraportti-lisäpalvelu \(RP-RAPORTTI-KULUT\)/ });
  await expect(report).toBeVisible();
  // A retried attempt finds the report service in the assortment already.
  if (!(await report.isChecked())) {
    // The search's answer may draw the list anew under the click: the box is checked until it holds.
    await expect(async () => {
      await report.check({ force: true });
      await expect(report).toBeChecked({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(editor.getByText('Tallentamatta: 1 lisättyä, 0 poistettua tuotetta.')).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, '/tmp/shots/matsku-assortments-1280.png');
    await editor.getByRole('button', { name: 'Tallenna valikoima' }).click();
    await expect(page.getByText('Valikoima tallennettu: Kettu Retail -valikoima')).toBeVisible();
  }
  // At 1280 px also on a retried run, which finds the report service saved already.
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-assortments-375.png');

  const context = await browser.newContext();
  const rep = await context.newPage();
  await loginAs(rep, 'rep@kettu.example', `/${KETTU}/matsku`);
  const products = rep.getByRole('list', { name: 'Tuotteet' });
  for (const [query, name] of [
    ['Kuluraportti', 'Kuluraportti-lisäpalvelu'],
    ['Lightning', cable],
  ]) {
    await rep.getByRole('searchbox', { name: 'Hae tuotteita' }).fill(query!);
    await rep.keyboard.press('Enter');
    await expect(products.getByRole('listitem').filter({ hasText: name! })).toHaveCount(1);
  }
  await context.close();
});

test('a representative opens a product page with its image, stock light and package size', async ({
  page,
}) => {
  await loginAs(page, 'rep@kettu.example', `/${KETTU}/matsku/product/HP-JABRA-EV2-65`);
  await expect(page.getByRole('heading', { name: 'Jabra Evolve2 65 UC -kuulokkeet' })).toBeVisible();
  await expect(page.getByText('Varastossa').first()).toBeVisible();
  // The light is drawn as a border, which paper and forced colours keep (both leave backgrounds out).
  await page.emulateMedia({ forcedColors: 'active' });
  const light = page.getByText('Varastossa').first().locator('[aria-hidden="true"]');
  expect(
    await light.evaluate((dot) => {
      const style = getComputedStyle(dot);
      const canvas = getComputedStyle(document.body).backgroundColor;
      return parseFloat(style.borderTopWidth) > 0 && style.borderTopColor !== canvas;
    }),
  ).toBe(true);
  await page.emulateMedia({ forcedColors: 'none' });
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-product-1280.png');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoAxeViolations(page);
  await keepScreenshot(page, '/tmp/shots/matsku-product-375.png');
});

test('the delivery coordinator browses the shop of a company without stores, told why nothing can be ordered', async ({
  page,
}) => {
  await loginAs(page, 'dc@kaista.example', `/${AURORA}/matsku`);
  const products = page.getByRole('list', { name: 'Tuotteet' });
  await expect(products.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/^Yrityksellä ei ole myymälöitä\./)).toBeVisible();
  await expect(products.getByText('Loppu varastosta')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Lisää koriin/ })).toHaveCount(0);
  const firstProduct = products.getByRole('link').first();
  const productName = (await firstProduct.textContent())!.trim();
  await firstProduct.click();
  // The notice is on the list too: the product's own heading tells that its page is the one being checked.
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.getByText(/^Yrityksellä ei ole myymälöitä\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lisää koriin' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
