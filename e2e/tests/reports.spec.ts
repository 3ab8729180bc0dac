import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { AURORA, expectNoAxeViolations, loginAs, test } from '../fixtures';
import { expectLeftOffPaper, expectNoSidewaysScroll, primaryMenuEntries, screenshots } from './shell-helpers';

async function axeAtBothWidths(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await expectNoSidewaysScroll(page);
  }
  await screenshots(page, name);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('reports', () => {
  test("the manager has reports in the menu, reads a report's chart and table, and downloads it as XLSX", async ({
    page,
  }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/home`);
    expect(await primaryMenuEntries(page)).toContain('Raportit');
    await page.goto(`/${AURORA}/reports`);
    const catalogue = page.getByRole('navigation', { name: 'Raportit' });
    await expect(catalogue.getByRole('link')).toHaveCount(7);

    await catalogue.getByRole('link', { name: /Kulut kuukausittain ja palvelutyypeittäin/ }).click();
    await expect(page).toHaveURL(/report=spend-by-month/);
    const report = page.getByRole('region', { name: 'Kulut kuukausittain ja palvelutyypeittäin' });
    const table = report.getByRole('table', {
      name: 'Kulut kuukausittain ja palvelutyypeittäin',
      exact: true,
    });
    await expect(table).toBeVisible();
    await expect(report.getByRole('table', { name: 'Kulut kuukausittain', exact: true })).toBeAttached();
    const rows = await table.locator('tbody tr').count();
    expect(rows).toBeGreaterThan(0);
    await axeAtBothWidths(page, 'reports-spend');
    // Printed, the page is the report with its months and figures, without the catalogue of the others.
    await expectLeftOffPaper(page, catalogue, table);

    const download = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Lataa XLSX' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('spend-by-month.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile(await file.path())) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Kuukausi');
    expect(sheet.getRow(1).getCell(3).value).toBe('Veroton summa (EUR)');
    expect(sheet.rowCount).toBe(rows + 1);
  });

  test('a Tableau report without an address is explained, and the price list filters by category', async ({
    page,
  }) => {
    await loginAs(page, 'manager@aurora.example', `/${AURORA}/reports?report=tableau-v2`);
    await expect(page.getByRole('note')).toContainText('Tableau (v2)-raportit eivät ole käytössä');
    await axeAtBothWidths(page, 'reports-tableau');

    await page.goto(`/${AURORA}/reports?report=price-list`);
    const report = page.getByRole('region', { name: 'Sopimuksen hinnasto' });
    const table = report.getByRole('table', { name: 'Sopimuksen hinnasto' });
    await expect(table).toBeVisible();
    // The whole price list is wider than its place: it scrolls sideways, so the keyboard must reach it too.
    await expectNoAxeViolations(page);
    await report.getByRole('button', { name: /Kategoria/ }).click();
    await page.getByRole('option', { name: 'Puhelimet' }).click();
    await expect(page).toHaveURL(/category=phone/);
    await expect(table.locator('tbody tr').first()).toContainText('Puhelimet');
    await axeAtBothWidths(page, 'reports-price-list');
  });

  test('a user without the reports right has no reports menu entry', async ({ page }) => {
    await loginAs(page, 'user@aurora.example', `/${AURORA}/home`);
    expect(await primaryMenuEntries(page)).not.toContain('Raportit');
  });
});
