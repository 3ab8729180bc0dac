import type { Company } from '@kaista/domain/businesses';

/** Aurora (100001) as GET /businesses/{id} answers it: the shell's and the routing tests' company. */
export const auroraCompany: Company = {
  uid: '100001',
  name: 'Aurora Logistics Oy',
  businessId: '1234567-8',
  identifierType: 'BUSINESS_ID',
  companyType: 'CUSTOMER',
  customerNumber: 'C-1',
  headOffice: { street: 'Katu 1', postalNumber: '00100', city: 'Helsinki', country: 'FI' },
  version: 1,
};
