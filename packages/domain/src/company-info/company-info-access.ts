import type { AccessRequirement } from '../shared/roles/access-requirement';
import { menuRequirement } from '../shared/roles/menu-entries';

/**
 * §6 'contact details', named once for the server's guards, the web's routes and the page's actions:
 * CustomerReadInformation reads, CustomerWriteInformation also changes name, address and links. The company
 * type classifies the customer for the operator, so only customer care and delivery coordination set it.
 */
export const COMPANY_INFO_ACCESS = {
  read: menuRequirement('contact-details'),
  write: { flag: 'contactDetails', allOf: ['CustomerReadInformation', 'CustomerWriteInformation'] },
  companyType: { flag: 'contactDetails', roles: ['DCUser', 'CCUser'] },
} as const satisfies Record<string, AccessRequirement>;
