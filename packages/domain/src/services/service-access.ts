import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';

/**
 * §6 'services', named once for the server's guards, the web's routes and the menu. Every action also needs
 * the services read right; PUK codes SERVICES_READ_PUK; suspend and resume SERVICES_SUSPEND_RESUME_SERVICE
 * (§9 service-management); cease SERVICES_TERMINATE_SERVICE (§9 service-termination-2); activating a SIM is a
 * change of the subscription, ORDERS_WRITE_CHANGEORDER.
 */
export const SERVICE_ACCESS = {
  read: menuRequirement('services'),
  readPuk: { flag: 'services', allOf: ['ServicesReadService', 'ServicesReadPuk'] },
  suspendResume: {
    flag: 'service-management',
    allOf: ['ServicesReadService', 'ServicesSuspendResumeService'],
  },
  terminate: {
    flag: 'service-termination-2',
    allOf: ['ServicesReadService', 'ServicesTerminateService'],
  },
  /** POST /lifecycle: suspend and resume or cease; which of them the body asks is checked by the service. */
  lifecycle: {
    flag: 'services',
    allOf: ['ServicesReadService'],
    anyOf: ['ServicesSuspendResumeService', 'ServicesTerminateService'],
  },
  /** A service's cost centre is the company's customer data (§6 CUSTOMER_WRITE cost center). */
  changeCostCentre: { flag: 'services', allOf: ['ServicesReadService', 'CustomerWriteCostCenter'] },
  /** POST /services/bulk: any of its actions; which one the body asks is checked per service. */
  bulk: {
    flag: 'services',
    allOf: ['ServicesReadService'],
    anyOf: ['ServicesSuspendResumeService', 'ServicesTerminateService', 'CustomerWriteCostCenter'],
  },
  activateSim: { flag: 'service-management', allOf: ['ServicesReadService', 'OrdersWriteChangeOrder'] },
  /** A package change or a SIM replacement is a change order of the subscription, like a SIM activation. */
  changeOrder: { flag: 'service-management', allOf: ['ServicesReadService', 'OrdersWriteChangeOrder'] },
  assets: menuRequirement('assets'),
  /** §4 repair asset: a REPAIR_ORDER for a device, a change order like a SIM replacement. */
  repairAsset: { flag: 'assets', allOf: ['ServicesReadServiceList', 'OrdersWriteChangeOrder'] },
  availability: menuRequirement('availability-search'),
} as const satisfies Record<string, AccessRequirement>;
