import { expect, test } from '@playwright/test';
import { AURORA, expectNoSeriousAxeViolations, loginAs } from '../fixtures';

test('the manager orders a mobile subscription with a new number, fills the payer, delivery and end user, and submits', async ({
  page,
}) => {
  await loginAs(page, 'manager@aurora.example', `/${AURORA}/order/new`);
  await page.getByRole('tab', { name: 'Liittymät' }).click();
  await page.getByRole('link', { name: 'Kaista Mobiili 5G 300M' }).click();
  await expect(page.getByRole('heading', { name: 'Kaista Mobiili 5G 300M' })).toBeVisible();
  await page.getByRole('button', { name: 'Lisää ostoskoriin' }).click();

  await expect(page.getByRole('heading', { name: 'Ostoskori' })).toBeVisible();
  await page.getByRole('link', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { name: 'Tilaustiedot' })).toBeVisible();
  await page.getByRole('textbox', { name: /Käyttäjän nimi/ }).fill('Anna Virtanen');
  await page.getByRole('button', { name: 'Jatka' }).click();

  await expect(page.getByRole('heading', { name: 'Yhteenveto', level: 1 })).toBeVisible();
  // The pre-order check names what is missing on its own field before anything is ordered.
  await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
  await expect(page.getByText('Valitse maksaja.')).toBeVisible();
  await expect(page.getByText('Anna toimitusosoite: tilauksessa on toimitettavia tuotteita.')).toBeVisible();

  await page.getByRole('button', { name: /Maksaja/ }).click();
  await page.getByRole('option', { name: /^Aurora Logistics Oy \(/ }).click();
  await expect(page.getByText('Valitse maksaja.')).toBeHidden();

  const delivery = page.getByRole('region', { name: /Toimitusosoite/ });
  await delivery.getByRole('textbox', { name: /Vastaanottaja/ }).fill('Anna Virtanen');
  await delivery.getByRole('textbox', { name: /Katuosoite/ }).fill('Satamakatu 12');
  await delivery.getByRole('textbox', { name: /Postinumero/ }).fill('0016');
  await delivery.getByRole('textbox', { name: /Postitoimipaikka/ }).fill('Helsinki');
  await delivery.getByRole('button', { name: 'Tallenna toimitusosoite' }).click();
  await expect(delivery.getByText(/postinumero/i).last()).toBeVisible();
  await delivery.getByRole('textbox', { name: /Postinumero/ }).fill('00160');
  await delivery.getByRole('button', { name: 'Tallenna toimitusosoite' }).click();
  await expect(delivery.getByText('Tallennettu.')).toBeVisible();

  const endUser = page.getByRole('region', { name: 'Loppukäyttäjä' });
  await endUser.getByRole('textbox', { name: /Etunimi/ }).fill('Anna');
  await endUser.getByRole('textbox', { name: /Sukunimi/ }).fill('Virtanen');
  await endUser.getByRole('textbox', { name: /Sähköposti/ }).fill('anna.virtanen@aurora.example');
  await endUser.getByRole('button', { name: 'Tallenna loppukäyttäjä' }).click();
  await expect(endUser.getByText('Tallennettu.')).toBeVisible();

  const contacts = page.getByRole('region', { name: 'Tilausvahvistus' });
  await contacts.getByRole('textbox', { name: /Sähköpostiosoite/ }).fill('tilaukset@aurora.example');
  await contacts.getByRole('button', { name: 'Lisää' }).click();
  await expect(contacts.getByText('tilaukset@aurora.example')).toBeVisible();

  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: '/tmp/shots/ordering-details-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: '/tmp/shots/ordering-details-375.png', fullPage: true });

  await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
  await expect(page.getByText(/Tilaus \d+ on vastaanotettu\./)).toBeVisible();
});
