import { expect, type Page } from '@playwright/test';

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
