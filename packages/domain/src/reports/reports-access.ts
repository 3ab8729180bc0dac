import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';

/**
 * §6 /reports needs REPORTS_READ_REPORTS (the menu's rule); the price list of the company's agreement needs
 * REPORTS_READ_PRICELIST besides.
 */
export const REPORT_ACCESS = {
  read: menuRequirement('reports'),
  priceList: { ...menuRequirement('reports'), allOf: ['ReportsReadReports', 'ReportsReadPricelist'] },
} as const satisfies Record<string, AccessRequirement>;
