import { IDENTIFIER_TYPES, type Company } from '@kaista/domain/businesses';
import type { companies } from './schema';

export type CompanyRow = typeof companies.$inferSelect;

/** A company row in the shape of the API contract (§3 'Company'); every module that answers with one uses it. */
export function toCompany(row: CompanyRow): Company {
  return {
    uid: row.id,
    name: row.name,
    businessId: row.businessId,
    identifierType: IDENTIFIER_TYPES.find((type) => type === row.identifierType) ?? 'UNIDENTIFIED',
    companyType: row.companyType,
    customerNumber: row.customerNumber,
    headOffice: {
      street: row.headOfficeStreet,
      postalNumber: row.headOfficePostalNumber,
      city: row.headOfficeCity,
      country: row.headOfficeCountry,
    },
    version: row.version,
  };
}
