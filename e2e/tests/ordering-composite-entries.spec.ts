import { expect } from '@playwright/test';
import { AURORA, expectNoAxeViolations, loginAs, test } from '../fixtures';
import { cartSubscription, fillPayerAndDelivery, findCompletedSubscription } from './ordering-helpers';

test('the manager adds the company’s own APNs below the standard APN of a 5G subscription, orders them and finds them on the subscription', async ({
  page,
}) => {
  // A whole order with an axe run, followed to completion (three fulfilment steps of 4 s), on a loaded machine.
  test.setTimeout(240_000);
  await loginAs(page, 'manager@aurora.example', `/${AURORA}/order/new`);
  await cartSubscription(page);

  // §4: the standard APN is shown and locked; the orderer's rows come below it.
  const apns = page.getByRole('group', { name: 'APN-yhteydet' });
  const row = (name: string) => apns.getByRole('group', { name });
  const apnName = (name: string) => row(name).getByRole('textbox', { name: /APN-nimi/ });
  await expect(apnName('Vakiorivi 1')).toHaveValue('internet');
  await expect(apnName('Vakiorivi 1')).toBeDisabled();
  const add = apns.getByRole('button', { name: 'Lisää rivi (enintään 4)' });
  await add.click();
  await expect(add).toBeDisabled();
  await apnName('Rivi 2').fill('aurora.corp');
  await add.click();
  // The row entered becomes a disabled row; only the last is edited.
  await expect(apnName('Rivi 2')).toBeDisabled();
  await apnName('Rivi 3').fill('aurora<iot>');
  await expect(row('Rivi 3').getByText(/Käytä kirjaimia, numeroita/)).toBeVisible();
  await apnName('Rivi 3').fill('AURORA.corp');
  await expect(row('Rivi 3').getByText('Luettelossa on jo tämä rivi.')).toBeVisible();
  await apnName('Rivi 3').fill('aurora.iot');
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: /Käyttäjän nimi/ }).fill('Anna Virtanen');
  await page.getByRole('button', { name: 'Jatka' }).click();

  await expect(page.getByRole('heading', { name: 'Yhteenveto', level: 1 })).toBeVisible();
  await fillPayerAndDelivery(page, 'Anna Virtanen');
  await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
  const told = page.getByText(/Tilaus \d+ on vastaanotettu\./);
  await expect(told).toBeVisible();
  const number = /Tilaus (\d+)/.exec((await told.textContent()) ?? '')?.[1] ?? '';

  // The order's details name the APNs ordered.
  await page.goto(`/${AURORA}/orders`);
  await page
    .getByRole('table', { name: 'Tilaukset' })
    .getByRole('link', { name: number, exact: true })
    .click();
  await expect(page.getByText('APN-nimi internet, APN-tyyppi julkinen')).toBeVisible();
  await expect(page.getByText('APN-nimi aurora.corp, APN-tyyppi yksityinen')).toBeVisible();
  await expect(page.getByText('APN-nimi aurora.iot, APN-tyyppi yksityinen')).toBeVisible();

  // Completed, the new subscription keeps the APNs it was ordered with.
  const main = await findCompletedSubscription(page);
  await main.getByRole('table').getByRole('link').first().click();
  await expect(main.getByRole('heading', { name: 'APN-yhteydet' })).toBeVisible();
  for (const apn of ['internet · julkinen', 'aurora.corp · yksityinen', 'aurora.iot · yksityinen'])
    await expect(main.getByRole('listitem').filter({ hasText: apn })).toBeVisible();
  // Its order history begins with the order that made it.
  const history = main.getByRole('region', { name: 'Tilaushistoria' });
  await expect(history.getByRole('link', { name: `Uusi tilaus ${number}` })).toBeVisible();
});
