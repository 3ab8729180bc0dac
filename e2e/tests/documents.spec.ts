import { expect } from '@playwright/test';
import { AURORA, expectNoAxeViolations, keepScreenshot, loginAs, test } from '../fixtures';
import { expectLeftOffPaper } from './shell-helpers';

const GUIDES = '00000000-0000-4000-8150-000000000002';
const NAME = `Ohje-${Date.now()}`;
const FIRST = Buffer.from('Ensimmäinen versio: aseta SIM-kortti.\n');
const SECOND = Buffer.from('Toinen versio: aseta SIM-kortti ja käynnistä puhelin.\n');

test.describe.serial('documents end to end', () => {
  let documentPath = '';

  test('the manager uploads a document into a folder and a new version of it', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/documents?folderId=${GUIDES}`);
    await expect(page.getByRole('heading', { name: 'Ohjeet' })).toBeVisible();
    // Printed, the page is the folder's list across the paper: the tree of the other folders is left out.
    await expectLeftOffPaper(
      page,
      page.getByRole('navigation', { name: 'Kansiot' }),
      page.getByRole('heading', { name: 'Ohjeet' }),
    );
    await page
      .getByRole('textbox', { name: 'Seuraavan lisäyksen kuvaus' })
      .fill('Käyttöönotto vaihe vaiheelta');
    await page.getByLabel('Lisää dokumentti').setInputFiles({
      name: `${NAME}.txt`,
      mimeType: 'text/plain',
      buffer: FIRST,
    });
    await page.getByRole('link', { name: `${NAME}.txt` }).click();
    await expect(page.getByRole('heading', { name: `${NAME}.txt` })).toBeVisible();
    documentPath = new URL(page.url()).pathname;

    await page.getByLabel('Lisää uusi versio').setInputFiles({
      name: `${NAME}-2.txt`,
      mimeType: 'text/plain',
      buffer: SECOND,
    });
    await expect(page.getByRole('heading', { name: `${NAME}-2.txt` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Lataa ${NAME}.txt, versio 1` })).toBeVisible();

    // The same name again, from the folder: asked, it becomes the document's third version, not a second one.
    await page.getByRole('link', { name: 'Takaisin dokumentteihin' }).click();
    await page.getByLabel('Lisää dokumentti').setInputFiles({
      name: `${NAME}-2.txt`,
      mimeType: 'text/plain',
      buffer: SECOND,
    });
    const question = page.getByRole('dialog', { name: 'Samanniminen dokumentti' });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page);
    await question.getByRole('button', { name: 'Lisää versioksi 3' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: `${NAME}-2.txt` })).toHaveCount(1);
    await page.getByRole('link', { name: `${NAME}-2.txt` }).click();
    await expect(page.getByRole('link', { name: `Lataa ${NAME}-2.txt, versio 3` })).toBeVisible();
  });

  test('the manager finds the document by its name in the header search and on the documents page', async ({
    page,
  }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/home`);
    await page.getByRole('button', { name: 'Pikahaku' }).click();
    const field = page.getByRole('combobox', { name: /dokumenttia/ });
    await field.pressSequentially(NAME);
    const documents = page.getByRole('group', { name: 'Dokumentit' });
    await expect(documents.getByRole('option', { name: new RegExp(`${NAME}-2\\.txt`) })).toContainText(
      'Käyttöönotto vaihe vaiheelta',
    );
    await documents.getByRole('option', { name: 'Kaikki tulokset: Dokumentit' }).click();
    await expect(page.getByRole('heading', { name: `Hakutulokset: ”${NAME}”` })).toBeVisible();
    const hit = page.getByRole('row', { name: new RegExp(`${NAME}-2\\.txt`) });
    await expect(hit).toContainText('Ohjeet');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `/tmp/shots/documents-search-${width}.png`);
    }
    await hit.getByRole('link', { name: `${NAME}-2.txt` }).click();
    await expect(page).toHaveURL(new RegExp(`${documentPath}$`));
  });

  test('the old version downloads as it was', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', documentPath);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: `Lataa ${NAME}.txt, versio 1` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${NAME}.txt`);
    const chunks: Buffer[] = [];
    for await (const chunk of (await file.createReadStream()) as AsyncIterable<Buffer>) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString()).toBe(FIRST.toString());
  });

  test('the list and the document have no accessibility violations at 1280 and 375 px', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/documents?folderId=${GUIDES}`);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`/${AURORA}/documents?folderId=${GUIDES}`);
      await expect(page.getByRole('link', { name: `${NAME}-2.txt` })).toBeVisible();
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `/tmp/shots/documents-list-${width}.png`);
      await page.goto(documentPath);
      await expect(page.getByRole('heading', { name: `${NAME}-2.txt` })).toBeVisible();
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `/tmp/shots/documents-detail-${width}.png`);
    }
  });

  test('the manager deletes the document with its versions', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', documentPath);
    await page.getByRole('button', { name: 'Poista dokumentti' }).click();
    await page.getByRole('button', { name: 'Poista', exact: true }).click();
    await expect(page.getByText(`${NAME}-2.txt poistettiin.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Ohjeet' })).toBeVisible();
    await expect(page.getByRole('link', { name: `${NAME}-2.txt` })).toHaveCount(0);
  });

  test('operator staff publish a bulletin that the company’s users then see on home', async ({
    page,
    browser,
  }) => {
    const title = `Huoltotiedote ${Date.now()}`;
    await loginAs(page, 'cc@kaista.example', '/0/bulletins');
    await expect(page.getByRole('heading', { name: 'Uusi tiedote' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Otsikko', exact: true }).fill(title);
    await page
      .getByRole('textbox', { name: 'Teksti', exact: true })
      .fill('<p>Verkkohuolto <strong>Satamakadulla</strong> ti klo 2–4.</p><script>alert(1)</script>');
    await page.getByRole('textbox', { name: 'Otsikko ruotsiksi' }).fill(`Serviceavbrott ${title}`);
    await page.getByRole('textbox', { name: 'Teksti ruotsiksi' }).fill('<p>Nätunderhåll på Hamngatan.</p>');
    await page.getByRole('radio', { name: 'Valitut yritykset' }).check({ force: true });
    await page.getByRole('textbox', { name: /Yritysnumerot/ }).fill(AURORA);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Julkaise' }).click();
    await expect(page.getByText('Tiedote julkaistiin.')).toBeVisible();
    await expect(page.getByRole('cell', { name: title, exact: true })).toBeVisible();

    const context = await browser.newContext();
    const reader = await context.newPage();
    await loginAs(reader, 'user@aurora.example', `/${AURORA}/home`);
    const bulletin = reader.getByRole('article', { name: title });
    await expect(bulletin).toBeVisible();
    await expect(bulletin.getByText('Satamakadulla')).toBeVisible();
    await expect(bulletin.locator('script')).toHaveCount(0);
    // A reader in Swedish gets the translation; one in English, which it lacks, the Finnish.
    const inLanguage = async (language: string) =>
      (
        (await (
          await reader.request.get(`/api/businesses/${AURORA}/bulletins`, {
            headers: { 'x-accept-language': language },
          })
        ).json()) as { title: string; language: string }[]
      ).find((item) => item.title.endsWith(title));
    expect(await inLanguage('sv')).toMatchObject({ title: `Serviceavbrott ${title}`, language: 'sv' });
    expect(await inLanguage('en')).toMatchObject({ title, language: 'fi' });
    for (const width of [1280, 375]) {
      await reader.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectNoAxeViolations(reader);
      await keepScreenshot(reader, `/tmp/shots/documents-home-bulletin-${width}.png`);
    }
    await context.close();
  });
});

test.describe.serial('contracts and price lists ending on home', () => {
  const name = `Hinnasto-${Date.now()}.pdf`;
  // 20 days ahead in Finnish time, typed the §1 way.
  const ends = new Intl.DateTimeFormat('fi-FI', {
    timeZone: 'Europe/Helsinki',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date(Date.now() + 20 * 86_400_000));
  let documentPath = '';

  test('operator staff publish a price list that the manager sees ending on home', async ({
    page,
    browser,
  }) => {
    await loginAs(page, 'dc@kaista.example', `/${AURORA}/documents?folderId=${GUIDES}`);
    await expect(page.getByRole('heading', { name: 'Ohjeet' })).toBeVisible();
    await page.getByRole('button', { name: /Tyyppi/ }).click();
    await page.getByRole('option', { name: 'Hinnasto', exact: true }).click();
    const validUntil = page.getByRole('textbox', { name: 'Voimassa asti' });
    await validUntil.fill(ends);
    await validUntil.blur();
    await page.getByLabel('Lisää dokumentti').setInputFiles({
      name,
      mimeType: 'application/pdf',
      buffer: Buffer.from(
        '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
      ),
    });
    await expect(page.getByRole('link', { name })).toBeVisible();

    const context = await browser.newContext();
    const manager = await context.newPage();
    await loginAs(manager, 'manager@aurora.example', `/${AURORA}/home`);
    const widget = manager.getByRole('region', { name: 'Päättyvät sopimukset ja hinnastot' });
    await expect(widget.getByRole('link', { name })).toBeVisible();
    await expect(
      widget.getByText(new RegExp(`Voimassa ${ends.replaceAll('.', '\\.')} asti`)).first(),
    ).toBeVisible();
    for (const width of [1280, 375]) {
      await manager.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expectNoAxeViolations(manager);
      await keepScreenshot(manager, `/tmp/shots/documents-home-expiring-${width}.png`);
    }
    await widget.getByRole('link', { name }).click();
    await expect(manager.getByRole('heading', { name })).toBeVisible();
    documentPath = new URL(manager.url()).pathname;
    await context.close();
  });

  test('operator staff remove the price list again', async ({ page }) => {
    await loginAs(page, 'dc@kaista.example', documentPath);
    await page.getByRole('button', { name: 'Poista dokumentti' }).click();
    await page.getByRole('button', { name: 'Poista', exact: true }).click();
    await expect(page.getByText(`${name} poistettiin.`)).toBeVisible();
  });
});
