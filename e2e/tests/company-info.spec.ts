import { expect } from '@playwright/test';
import { AURORA, expectNoAxeViolations, keepScreenshot, loginAs, test } from '../fixtures';

/** Aurora's head office as the demo dataset has it: the last test puts it back for the specs after this one. */
const SEEDED = { street: 'Satamakatu 12', postalNumber: '00160', city: 'Helsinki' };

test.describe.serial('company information', () => {
  test('the manager fixes the head office address, refused by the §5 rules first', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/company/info`);
    await expect(page.getByRole('heading', { level: 1, name: 'Yhteystiedot' })).toBeVisible();
    const office = page.getByRole('region', { name: 'Pääkonttorin osoite' });
    await office.getByRole('button', { name: 'Muuta osoitetta' }).click();
    const form = page.getByRole('form', { name: 'Muuta osoitetta' });
    // The form has the focus on its first field, and gives it back to its button when it closes.
    await expect(form.getByRole('textbox', { name: /Katuosoite/ })).toBeFocused();
    await form.getByRole('textbox', { name: /Katuosoite/ }).fill('Satamakatu 12 A 4');
    await form.getByRole('textbox', { name: /Postinumero/ }).fill('0016');
    await form.getByRole('button', { name: 'Tallenna' }).click();
    await expect(form.getByText('Anna postinumero (Suomessa 5 numeroa).')).toBeVisible();

    await form.getByRole('textbox', { name: /Postinumero/ }).fill('00160');
    await form.getByRole('button', { name: 'Tallenna' }).click();
    await expect(page.getByText('Muutokset tallennettu.')).toBeVisible();
    await expect(form).toHaveCount(0);
    await expect(office.getByRole('button', { name: 'Muuta osoitetta' })).toBeFocused();
    await expect(office.locator('address')).toContainText('Satamakatu 12 A 4');
    await expect(office.locator('address')).toContainText('00160 Helsinki');

    // The change is in the company's audit log for its administrators.
    await page.goto(`/${AURORA}/company/audit`);
    await expect(
      page
        .getByRole('main')
        .getByText(/Satamakatu 12 A 4/)
        .first(),
    ).toBeVisible();
  });

  test('the company information has no accessibility violations at 1280 and 375 px', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/company/info`);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto(`/${AURORA}/company/info`);
      const office = page.getByRole('region', { name: 'Pääkonttorin osoite' });
      await expect(office.locator('address')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Pääkäyttäjät' }).getByRole('table')).toBeVisible();
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `/tmp/shots/company-info-${width}.png`);
      await office.getByRole('button', { name: 'Muuta osoitetta' }).click();
      await expect(page.getByRole('form', { name: 'Muuta osoitetta' })).toBeVisible();
      await expectNoAxeViolations(page);
      await keepScreenshot(page, `/tmp/shots/company-info-address-${width}.png`);
      // Escape closes the form unsaved, as it closes a dialog, and the focus is back on its button.
      await page.getByRole('form', { name: 'Muuta osoitetta' }).getByRole('textbox').first().press('Escape');
      await expect(page.getByRole('form', { name: 'Muuta osoitetta' })).toHaveCount(0);
      await expect(office.getByRole('button', { name: 'Muuta osoitetta' })).toBeFocused();
    }
  });

  test('the manager puts the head office address back', async ({ page }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/company/info`);
    const office = page.getByRole('region', { name: 'Pääkonttorin osoite' });
    await office.getByRole('button', { name: 'Muuta osoitetta' }).click();
    const form = page.getByRole('form', { name: 'Muuta osoitetta' });
    await form.getByRole('textbox', { name: /Katuosoite/ }).fill(SEEDED.street);
    await form.getByRole('textbox', { name: /Postinumero/ }).fill(SEEDED.postalNumber);
    await form.getByRole('textbox', { name: /Kaupunki|Postitoimipaikka/ }).fill(SEEDED.city);
    await form.getByRole('button', { name: 'Tallenna' }).click();
    await expect(page.getByText('Muutokset tallennettu.')).toBeVisible();
    await expect(office.locator('address')).toContainText(`${SEEDED.street}`);
    await expect(office.locator('address')).not.toContainText('A 4');
  });
});
