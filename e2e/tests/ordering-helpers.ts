import { expect, type Locator, type Page } from '@playwright/test';

/** From the new order page: a Kaista Mobiili 5G 300M in the cart, to the details step. */
export async function cartSubscription(page: Page): Promise<void> {
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
