import { expect } from '@playwright/test';
import { AURORA, expectNoAxeViolations, keepScreenshot, loginAs, test } from '../fixtures';
import { uniqueIccid } from './iccid';
import { expectLabelledCellsFit, expectLeftOffPaper, expectNoSidewaysScroll } from './shell-helpers';

/**
 * The running mobile service the journey works on, by attempt: a retry after a half-done attempt (its service
 * suspended, its SIM replaced, its end scheduled) takes a fresh one.
 */
const SUBJECTS = [
  { number: '040 310 0002', user: 'Ulla Käyttäjä' },
  { number: '040 310 0004', user: 'Jari Järvinen' },
  { number: '040 310 0005', user: 'Kalle Kuljettaja' },
];

test.describe.serial('services end to end', () => {
  test('the manager finds a number, views its PUK, suspends and resumes it, replaces its SIM, changes its package and schedules its end', async ({
    page,
  }) => {
    // The whole walk of a service's actions, with axe at both widths: longer than one page's test.
    test.setTimeout(180_000);
    const subject = SUBJECTS[Math.min(test.info().retry, SUBJECTS.length - 1)]!;
    const iccid = uniqueIccid();
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/services`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Palvelut' })).toBeVisible();
    // The demo inventory's 3,000, and any subscription an earlier spec's order has added since.
    await expect(main.getByText(/^Palveluita: 30\d\d$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await keepScreenshot(page, '/tmp/shots/services-list-1280.png');
    // Printed, the list leaves out how to choose rows for a common action, whose boxes are not on paper.
    await expectLeftOffPaper(
      page,
      main.getByText('Valitse palvelut listan valintaruuduilla', { exact: false }),
      main.getByRole('table', { name: 'Palvelut' }),
    );

    await main.getByRole('searchbox', { name: 'Hae' }).fill(subject.number);
    await main.getByRole('searchbox', { name: 'Hae' }).press('Enter');
    await expect(page).toHaveURL(/q=040/);
    await expect(main.getByText('Palveluita: 1')).toBeVisible();
    await main.getByRole('link', { name: subject.number }).click();
    await expect(
      main.getByRole('heading', { level: 1, name: `${subject.number} · ${subject.user}` }),
    ).toBeVisible();
    // Printed, the page is the subscription's facts: its actions and their forms are left out.
    await expectLeftOffPaper(
      page,
      main.getByRole('region', { name: 'Toiminnot' }),
      main.getByRole('heading', { name: 'Tiedot' }),
    );
    await expectNoAxeViolations(page);
    await keepScreenshot(page, '/tmp/shots/services-detail-1280.png');

    const puk = main.getByRole('region', { name: 'PUK-koodit' });
    await puk.getByRole('button', { name: 'Näytä PUK-koodit' }).click();
    await expect(puk.getByText('PUK1')).toBeVisible();

    await main.getByRole('region', { name: 'Sulje palvelu' }).getByRole('button', { name: 'Sulje' }).click();
    await page
      .getByRole('alertdialog', { name: 'Suljetaanko palvelu?' })
      .getByRole('button', { name: 'Sulje palvelu' })
      .click();
    await expect(main.getByText('Suljettu (asiakkaan sulku)')).toBeVisible();
    await main.getByRole('region', { name: 'Avaa palvelu' }).getByRole('button', { name: 'Avaa' }).click();
    await expect(main.getByText('Aktiivinen', { exact: true })).toBeVisible();

    const sim = main.getByRole('region', { name: 'Vaihda SIM-kortti' });
    await sim.getByRole('textbox', { name: 'ICCID (SIM-kortin numero)' }).fill(iccid);
    await sim.getByRole('button', { name: 'Vaihda SIM' }).click();
    await expect(sim.getByText('SIM-kortti vaihdettiin.')).toBeVisible();
    await expect(main.getByText(iccid)).toBeVisible();

    // A package change is a change order; every action before it is an order in the history too.
    const change = main.getByRole('region', { name: 'Vaihda paketti' });
    await change.getByRole('button', { name: /Uusi paketti/ }).click();
    await page.getByRole('option').first().click();
    await change.getByRole('button', { name: 'Tilaa vaihto' }).click();
    // Ordered only once asked, naming the new monthly fee.
    const confirmChange = page.getByRole('alertdialog', { name: 'Tilataanko paketin vaihto?' });
    await expect(confirmChange).toContainText(/kuukausimaksu on sen jälkeen \d+,\d{2}\s€ \/ kk\./);
    await confirmChange.getByRole('button', { name: 'Tilaa vaihto' }).click();
    await expect(change.getByText(/^Muutostilaus \d+ tehtiin\./)).toBeVisible();
    const history = main.getByRole('region', { name: 'Tilaushistoria' });
    await expect(history.getByRole('link', { name: /^Muutostilaus \d+$/ })).toBeVisible();
    await expect(history.getByRole('link', { name: /^Avaustilaus \d+$/ })).toBeVisible();
    await expect(history.getByRole('link', { name: /^Muokkaustilaus \d+$/ })).toHaveCount(2);
    await expectNoAxeViolations(page);

    const cease = main.getByRole('region', { name: 'Lopeta palvelu' });
    await expect(cease.getByRole('button', { name: /Päättymispäivä/ })).toBeVisible();
    await cease.getByRole('button', { name: 'Lopeta' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Lopetetaanko palvelu?' });
    await expect(ask).toContainText(/päättyy \d{2}\.\d{2}\.\d{4}/);
    await ask.getByRole('button', { name: 'Lopeta' }).click();
    await expect(main.getByText('Ajastettu päättyminen')).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await expectNoAxeViolations(page);
    await keepScreenshot(page, '/tmp/shots/services-detail-375.png');
    await history.getByRole('link', { name: /^Muutostilaus \d+$/ }).click();
    await expect(main.getByRole('heading', { level: 1, name: /^Tilaus \d+$/ })).toBeVisible();
    await page.goto(`/${AURORA}/services?status=suspended&type=mobile`);
    await expect(main.getByRole('table').getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
    // A package's name and its type stay one value beside the label 'Paketti'.
    await expectLabelledCellsFit(page);
    await keepScreenshot(page, '/tmp/shots/services-list-375.png');
  });

  test('a reader sees the inventory but no actions', async ({ page }) => {
    await loginAs(page, 'user@aurora.example', `/${AURORA}/services?q=Ulla`);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: '040 310 0002' }).click();
    await expect(main.getByText('Palvelulle ei ole tehtävissä toimintoja.')).toBeVisible();
    // Reading tickets is not writing them: no fault report to make.
    await expect(main.getByRole('link', { name: 'Tee vikailmoitus' })).toHaveCount(0);
  });

  test("a mobile broadband's page, with its long package names to change to, fits a 320 px screen and leads to a fault report", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await loginAs(
      page,
      'manager@aurora.example',
      `/${AURORA}/services?q=${encodeURIComponent('040 310 0014')}`,
    );
    const main = page.getByRole('main');
    await main.getByRole('link', { name: '040 310 0014' }).click();
    const change = main.getByRole('region', { name: 'Vaihda paketti' });
    const choice = change.getByRole('button', { name: /Uusi paketti/ });
    await choice.click();
    await page
      .getByRole('option', { name: /Mobiililaajakaista 5G/ })
      .first()
      .click();
    await expect(choice).toContainText('Mobiililaajakaista 5G');
    await expectNoSidewaysScroll(page);
    // A fault report about it starts filled in with the service, for customer care to know which one.
    await page.keyboard.press('Escape');
    await main.getByRole('link', { name: 'Tee vikailmoitus' }).click();
    await expect(main.getByRole('textbox', { name: /Aihe/ })).toHaveValue('Vika: 040 310 0014');
    await expect(main.getByRole('textbox', { name: /Kuvaus/ })).toHaveValue(
      /^Palvelu 040 310 0014 \(Kaista /,
    );
    await expect(main.getByRole('button', { name: /Tyyppi/ })).toContainText('Vikailmoitus');
    // It names the subscription itself, not only in its text: the ticket links to it.
    await expect(main.getByRole('button', { name: /Liittymä, jota tukipyyntö koskee/ })).toContainText(
      '040 310 0014 · Kaista Mobiililaajakaista',
    );
    await expectNoSidewaysScroll(page);
    await main.getByRole('textbox', { name: /Kuvaus/ }).pressSequentially('Yhteys katkeaa.');
    await main.getByRole('button', { name: 'Lähetä tukipyyntö' }).click();
    const about = main.getByRole('link', { name: /^040 310 0014 · Kaista Mobiililaajakaista/ });
    await expect(about).toBeVisible();
    await expectNoSidewaysScroll(page);
    await about.click();
    await expect(main.getByRole('heading', { level: 1 })).toContainText('040 310 0014');
    // The subscription's page lists it among the support requests about it.
    const requests = main.getByRole('region', { name: 'Tukipyynnöt' });
    await expect(requests.getByRole('link', { name: /^#\d+ Vika: 040 310 0014$/ })).toBeVisible();
    await expect(requests).toContainText('Uusi');
    await expectNoSidewaysScroll(page);
  });

  test('an availability search for an address leads to an order of its products at the address', async ({
    page,
  }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/availability-search`);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /Katuosoite/ }).fill('Satamakatu 12');
    await main.getByRole('textbox', { name: 'Kaupunki' }).fill('Helsinki');
    await main.getByRole('button', { name: 'Hae saatavuus' }).click();
    // The one address found is chosen: its line and its products show at once.
    await expect(main.getByRole('radio', { name: 'Satamakatu 12, 00160 Helsinki' })).toBeChecked();
    await expect(
      main.getByText(/^Yhteys: (valokuitu|5G-kiinteä langaton|VDSL), enintään \d+\/\d+ Mbit\/s$/),
    ).toBeVisible();
    const order = main.getByRole('link', { name: /^Tilaa: Kaista / }).first();
    await expect(order).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `/tmp/shots/availability-${width}.png`);
    }
    // The search is in the address: a reload shows the same result.
    await page.reload();
    await expect(main.getByRole('radio', { name: 'Satamakatu 12, 00160 Helsinki' })).toBeChecked();
    await order.click();
    // The order capture's broadband tab, at the address found: not to be searched for again.
    await expect(page).toHaveURL(new RegExp(`/${AURORA}/order/new\\?category=broadband&`));
    await expect(main.getByRole('radio', { name: 'Satamakatu 12, 00160 Helsinki' })).toBeChecked();
    await expect(
      main
        .getByRole('list', { name: 'Osoitteeseen saatavilla olevat tuotteet' })
        .getByRole('button', { name: /^Lisää Kaista .* ostoskoriin$/ })
        .first(),
    ).toBeVisible();
  });
});
