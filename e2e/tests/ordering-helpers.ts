import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Removes the signed-in user's cart in the company whose new order page is open. A test retried after a
 * failure finds the cart its first attempt left, and one more line means one more set of fields to fill.
 */
async function emptyCart(page: Page): Promise<void> {
  // The sign-in's return must be over first: the company is read off the page's address, and a reload of
  // the return would replay the sign-in's check.
  const tabs = page.getByRole('tab', { name: 'Liittymät' });
  await expect(tabs).toBeVisible();
  const company = new URL(page.url()).pathname.split('/')[1];
  const { uid } = (await (await page.request.get('/api/users/self/info')).json()) as { uid: string };
  const user = `/api/businesses/${company}/users/${uid}`;
  const summary = await page.request.get(`${user}/cartsummary`);
  expect(summary.ok()).toBe(true);
  const { code } = (await summary.json()) as { code: string | null };
  if (!code) return;
  const headers = { origin: new URL(page.url()).origin, 'x-accept-language': 'fi' };
  expect((await page.request.delete(`${user}/carts/${code}`, { headers })).status()).toBe(204);
  await page.reload();
  await expect(tabs).toBeVisible();
}

/** From the new order page, with the cart emptied first: a Kaista Mobiili 5G 300M in it, to the details step. */
export async function cartSubscription(page: Page): Promise<void> {
  await emptyCart(page);
  await page.getByRole('tab', { name: 'Liittymät' }).click();
  await page.getByRole('link', { name: 'Kaista Mobiili 5G 300M' }).click();
  await page.getByRole('button', { name: 'Lisää ostoskoriin' }).click();
  await expect(page.getByRole('heading', { name: 'Ostoskori', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { name: 'Tilaustiedot' })).toBeVisible();
}

/** From the new order page: a Kaista Mobiili 5G 300M with a new number for `userName`, to the summary step. */
export async function cartSubscriptionFor(page: Page, userName: string): Promise<void> {
  await cartSubscription(page);
  await page.getByRole('textbox', { name: /Käyttäjän nimi/ }).fill(userName);
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { name: 'Yhteenveto', level: 1 })).toBeVisible();
}

/**
 * Presses an order request's 'Siirry tilaamaan' and lands in the cart. The manager's cart is shared with the
 * other tests run beside these, so it may hold products: the question whether to replace them is then answered.
 */
export async function proceedWithRequest(page: Page, proceed: Locator): Promise<void> {
  await proceed.click();
  const replace = page.getByRole('alertdialog', { name: 'Korvataanko ostoskorisi?' });
  const cart = page.getByRole('heading', { name: 'Ostoskori', exact: true });
  await expect(replace.or(cart)).toBeVisible();
  if (await replace.isVisible()) await replace.getByRole('button', { name: 'Siirry tilaamaan' }).click();
  await expect(cart).toBeVisible();
}

/** On the summary step: Aurora's own payer and a delivery address for `recipient`, saved. */
export async function fillPayerAndDelivery(page: Page, recipient: string): Promise<void> {
  await page.getByRole('button', { name: /Maksaja/ }).click();
  await page.getByRole('option', { name: /^Aurora Logistics Oy \(/ }).click();
  const delivery = page.getByRole('region', { name: /Toimitusosoite/ });
  await delivery.getByRole('textbox', { name: /Vastaanottaja/ }).fill(recipient);
  await delivery.getByRole('textbox', { name: /Katuosoite/ }).fill('Satamakatu 12');
  await delivery.getByRole('textbox', { name: /Postinumero/ }).fill('00160');
  await delivery.getByRole('textbox', { name: /Postitoimipaikka/ }).fill('Helsinki');
  await delivery.getByRole('button', { name: 'Tallenna toimitusosoite' }).click();
  await expect(delivery.getByText('Tallennettu.')).toBeVisible();
}

/**
 * On an order's page: waits for the e2e server's fulfilment (three steps of 4 s) to complete the order, then
 * searches the services for the number its subscription was given; answers the services page's main.
 */
export async function findCompletedSubscription(page: Page): Promise<Locator> {
  // The order page writes the number as Finns do (050 123 4567); the services are searched by its digits.
  const number = /\b0\d{2} \d{3} \d{3,4}\b/.exec(await page.getByRole('main').innerText())![0];
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('region', { name: 'Tilauksen vaiheet' }).getByText('Valmis')).toBeVisible();
  }).toPass({ timeout: 90_000, intervals: [2_000] });
  const company = new URL(page.url()).pathname.split('/')[1];
  await page.goto(`/${company}/services?q=${encodeURIComponent(number.replace(/ /g, ''))}`);
  const main = page.getByRole('main');
  await expect(main.getByText('Palveluita: 1')).toBeVisible();
  return main;
}
