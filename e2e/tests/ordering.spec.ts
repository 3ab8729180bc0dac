import { expect, test } from '@playwright/test';
import { AURORA, expectNoSeriousAxeViolations, loginAs } from '../fixtures';

test('the manager orders a mobile subscription with a new number, fills the payer, delivery and end user, and submits', async ({
  page,
}) => {
  // Two axe runs and two sizes on a loaded machine take longer than the default minute.
  test.setTimeout(180_000);
  await loginAs(page, 'manager@aurora.example', `/${AURORA}/order/new`);
  await page.getByRole('tab', { name: 'Liittymät' }).click();
  await page.getByRole('link', { name: 'Kaista Mobiili 5G 300M' }).click();
  await expect(page.getByRole('heading', { name: 'Kaista Mobiili 5G 300M' })).toBeVisible();
  await page.getByRole('button', { name: 'Lisää ostoskoriin' }).click();

  await expect(page.getByRole('heading', { name: 'Ostoskori', exact: true })).toBeVisible();
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

test('the manager orders a subscription that keeps an existing number: a port-in with its owner change, contacts, signer and transfer time', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'manager@aurora.example', `/${AURORA}/order/new`);
  await page.getByRole('tab', { name: 'Liittymät' }).click();
  await page.getByRole('link', { name: 'Kaista Mobiili 5G 100M' }).click();
  await expect(page.getByRole('heading', { name: 'Kaista Mobiili 5G 100M' })).toBeVisible();
  await page.getByRole('button', { name: 'Lisää ostoskoriin' }).click();

  await expect(page.getByRole('heading', { name: 'Ostoskori', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { name: 'Tilaustiedot' })).toBeVisible();
  await page
    .getByRole('textbox', { name: /Käyttäjän nimi/ })
    .last()
    .fill('Pekka Virtanen');
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { name: 'Yhteenveto', level: 1 })).toBeVisible();

  // §4 port-in: the number bundle's transfer choice, then its mandatory fields and the transfer time.
  const numbers = page.getByRole('region', { name: 'Numerot' });
  await numbers
    .getByRole('radio', { name: 'Numeron siirto toiselta operaattorilta' })
    .last()
    .click({ force: true });
  const transfer = numbers.getByRole('form', { name: /Numeronsiirto: Kaista Mobiili 5G 100M/ }).last();
  await expect(transfer).toBeVisible();
  await transfer.getByRole('button', { name: 'Tallenna numeronsiirto' }).click();
  await expect(transfer.getByText('Kenttä ei voi olla tyhjä.').first()).toBeVisible();

  await transfer.getByRole('textbox', { name: /Siirrettävä numero/ }).fill('040 765 4321');
  await transfer.getByRole('textbox', { name: /^Yhteyshenkilö(?!n)/ }).fill('Pekka Virtanen');
  await transfer.getByRole('textbox', { name: /Yhteyshenkilön puhelin/ }).fill('+358401112223');
  await transfer.getByRole('textbox', { name: /Valtakirjan allekirjoittaja/ }).fill('Pekka Virtanen');
  await transfer.getByRole('checkbox', { name: /omistaja vaihtuu/ }).check({ force: true });
  // A Sunday is never a transfer day (§8 INVALID_TRANSFER_TIME).
  const sunday = new Date();
  sunday.setUTCDate(sunday.getUTCDate() + 14 + ((7 - sunday.getUTCDay()) % 7));
  const finnish = (date: Date) => `${date.getUTCDate()}.${date.getUTCMonth() + 1}.${date.getUTCFullYear()}`;
  await transfer.getByRole('textbox', { name: /Siirtopäivä/ }).fill(finnish(sunday));
  await transfer.getByRole('button', { name: 'Tallenna numeronsiirto' }).click();
  await expect(transfer.getByText(/Siirtoaika ei käy/)).toBeVisible();
  // The earliest transfer day the form offers is a working day by construction.
  const help = await transfer.getByText(/arkipäivä välillä/).textContent();
  const earliest = /välillä (\d{2}\.\d{2}\.\d{4})/.exec(help ?? '')?.[1] ?? '';
  // The date is taken when the field is left, here by the click on the save button below it: the refused
  // time's error stays until the save answers, so the button does not move away under the click.
  await transfer.getByRole('textbox', { name: /Siirtopäivä/ }).fill(earliest);
  await transfer.getByRole('button', { name: 'Tallenna numeronsiirto' }).click();
  await expect(transfer.getByText('Tallennettu.')).toBeVisible();
  await expect(transfer.getByText(/Siirtoaika ei käy/)).toHaveCount(0);

  await page.getByRole('button', { name: /Maksaja/ }).click();
  await page.getByRole('option', { name: /^Aurora Logistics Oy \(/ }).click();
  const delivery = page.getByRole('region', { name: /Toimitusosoite/ });
  await delivery.getByRole('textbox', { name: /Vastaanottaja/ }).fill('Pekka Virtanen');
  await delivery.getByRole('textbox', { name: /Katuosoite/ }).fill('Satamakatu 12');
  await delivery.getByRole('textbox', { name: /Postinumero/ }).fill('00160');
  await delivery.getByRole('textbox', { name: /Postitoimipaikka/ }).fill('Helsinki');
  await delivery.getByRole('button', { name: 'Tallenna toimitusosoite' }).click();
  await expect(delivery.getByText('Tallennettu.')).toBeVisible();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `/tmp/shots/ordering-port-in-${width}.png`, fullPage: true });
  }

  await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
  await expect(page.getByText(/Tilaus \d+ on vastaanotettu\./)).toBeVisible();
});

test('the product page tells each option’s catalogue rules and refuses a choice a rule forbids', async ({
  page,
}) => {
  await loginAs(page, 'manager@aurora.example', `/${AURORA}/order/new`);
  await page.getByRole('tab', { name: 'Liittymät' }).click();
  await page.getByRole('link', { name: 'Kaista Mobiili 5G 100M' }).click();
  await expect(page.getByRole('heading', { name: 'Kaista Mobiili 5G 100M' })).toBeVisible();

  // Catalogue data (decision 010): international calls need the premium-number barring and exclude the
  // international-call barring; each option says so in words.
  const voice = page.getByRole('group', { name: 'Puhepaketit' });
  const barrings = page.getByRole('group', { name: 'Estot' });
  await expect(voice.getByText(/Edellyttää: Maksullisten palvelunumeroiden esto/)).toBeVisible();
  await expect(barrings.getByText(/Ei yhdessä: Ulkomaanpuhelut 100 min/)).toBeVisible();
  await voice.getByRole('checkbox', { name: /^Ulkomaanpuhelut 100 min/ }).check({ force: true });
  await barrings.getByRole('checkbox', { name: /^Ulkomaanpuhelujen esto/ }).click({ force: true });
  await expect(
    page.getByText(
      'Tuotetta Ulkomaanpuhelujen esto ei voi valita yhdessä tuotteen Ulkomaanpuhelut 100 min kanssa.',
    ),
  ).toBeVisible();
  await expect(barrings.getByRole('checkbox', { name: /^Ulkomaanpuhelujen esto/ })).not.toBeChecked();
  await expectNoSeriousAxeViolations(page);
});

test('an order over the credit limit waits for the manual check, and its cart saved as a template starts the next one', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A unique name, so that a retry after a half-way failure does not meet its own template.
  const kit = `Myyjän puhelinpaketti ${Date.now()}`;
  await loginAs(page, 'manager@aurora.example', `/${AURORA}/order/new`);
  await page.getByRole('tab', { name: 'Puhelimet' }).click();
  await page.getByRole('link', { name: 'Apple iPhone 16 128 Gt' }).click();
  await expect(page.getByRole('heading', { name: 'Apple iPhone 16 128 Gt' })).toBeVisible();
  // 11 × 969,00 € is over the 10 000 € the credit check lets through without a manual check.
  const quantity = page.getByRole('spinbutton', { name: 'Määrä' });
  for (let step = 1; step < 11; step += 1)
    await page.getByRole('button', { name: 'Lisää', exact: true }).click();
  await expect(quantity).toHaveValue('11');
  await page.getByRole('button', { name: 'Lisää ostoskoriin' }).click();
  await expect(page.getByRole('heading', { name: 'Ostoskori', exact: true })).toBeVisible();

  await page.getByRole('textbox', { name: /Pohjan nimi/ }).fill(kit);
  await page.getByRole('button', { name: 'Tallenna pohjaksi' }).click();
  await expect(page.getByText(`Tallennettu pohjaksi ${kit}.`)).toBeVisible();
  // Template names are the company's own: the same name in capitals is taken.
  await page.getByRole('textbox', { name: /Pohjan nimi/ }).fill(kit.toUpperCase());
  await page.getByRole('button', { name: 'Tallenna pohjaksi' }).click();
  await expect(
    page.getByText('Yrityksellä on jo tämän niminen ostoskoripohja. Valitse toinen nimi.'),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { name: 'Tilaustiedot' })).toBeVisible();
  await page.getByRole('button', { name: 'Jatka' }).click();
  await expect(page.getByRole('heading', { name: 'Yhteenveto', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Maksaja/ }).click();
  await page.getByRole('option', { name: /^Aurora Logistics Oy \(/ }).click();
  const delivery = page.getByRole('region', { name: /Toimitusosoite/ });
  await delivery.getByRole('textbox', { name: /Vastaanottaja/ }).fill('Mikko Korhonen');
  await delivery.getByRole('textbox', { name: /Katuosoite/ }).fill('Satamakatu 12');
  await delivery.getByRole('textbox', { name: /Postinumero/ }).fill('00160');
  await delivery.getByRole('textbox', { name: /Postitoimipaikka/ }).fill('Helsinki');
  await delivery.getByRole('button', { name: 'Tallenna toimitusosoite' }).click();
  await expect(delivery.getByText('Tallennettu.')).toBeVisible();
  await page.getByRole('button', { name: 'Lähetä tilaus' }).click();
  // §4: the credit check's persistent warning instead of the plain order-number notice.
  await expect(
    page.getByText(/Tilaus \d+ on vastaanotettu, mutta se vaatii luottotarkistuksen ennen toimitusta\./),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The next cart starts from the template: its products and quantities.
  await page.goto(`/${AURORA}/order/new`);
  await Promise.all([
    page.waitForResponse((response) => response.url().endsWith('/fromtemplate') && response.ok()),
    page.getByRole('button', { name: `Lisää ${kit} ostoskoriin` }).click(),
  ]);
  await page.goto(`/${AURORA}/order/new/cart`);
  const line = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Apple iPhone 16 128 Gt' }) });
  const started = line.getByRole('spinbutton', { name: 'Määrä' });
  await expect(started).toHaveValue('11');
  // Leave the manager's cart as it was for the other journeys.
  for (let step = 11; step > 1; step -= 1) {
    await line.getByRole('button', { name: 'Vähennä', exact: true }).click();
    await expect(started).toHaveValue(String(step - 1));
  }
  await line.getByRole('button', { name: 'Poista Apple iPhone 16 128 Gt' }).click();
  await expect(page.getByRole('heading', { name: 'Apple iPhone 16 128 Gt' })).toHaveCount(0);
});
