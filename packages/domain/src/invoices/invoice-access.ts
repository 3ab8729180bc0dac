import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';

/**
 * §6 'invoices', 'payers' and 'cost centers', named once for the server's guards, the web's routes and the
 * menu. Changing a billing agreement also needs §9 display-modify-button-in-billing-agreement; reading cost
 * centres is for whoever may read or write them (the services area picks them), creating one needs
 * create-cost-center.
 */
export const INVOICE_ACCESS = {
  readInvoices: menuRequirement('invoices'),
  readPayers: menuRequirement('payers'),
  createPayer: menuRequirement('new-payer'),
  modifyPayer: { flag: 'display-modify-button-in-billing-agreement', allOf: ['CustomerWritePayer'] },
  readCostPools: {
    flag: 'billingAgreements',
    anyOf: ['CustomerReadCostCenter', 'CustomerWriteCostCenter'],
  },
  costCentresPage: menuRequirement('cost-centers'),
  createCostPool: menuRequirement('new-cost-center'),
  modifyCostPool: { flag: 'billingAgreements', allOf: ['CustomerWriteCostCenter'] },
  /** 'Ask about this' opens a new ticket: for whoever may send one. */
  askAboutInvoice: menuRequirement('new-ticket'),
} as const satisfies Record<string, AccessRequirement>;
