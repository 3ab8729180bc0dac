import type { OperativeContact } from '@kaista/domain/operative-contacts';
import { auditList } from '../../routing/change-audit';
import type { OperativeContactRow } from './operative-contacts.repo';

export const toOperativeContact = (row: OperativeContactRow): OperativeContact => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  title: row.title,
  phone: row.phone,
  email: row.email,
  language: row.language as OperativeContact['language'],
  roles: row.roles as OperativeContact['roles'],
  aroundTheClock: row.aroundTheClock,
  notes: row.notes,
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** 'Pekka Nieminen (OUTAGES, DELIVERIES; +358401112233, pekka.nieminen@aurora.example)': a contact in an audit row. */
export const describedContact = (values: {
  firstName: string;
  lastName: string;
  roles: readonly string[];
  phone: string;
  email: string;
}) => `${values.firstName} ${values.lastName} (${values.roles.join(', ')}; ${values.phone}, ${values.email})`;

/** A contact's fields as its audited change compares them: the roles as a list, not a JSON array. */
export const auditedContact = <T extends { roles: readonly string[] }>(values: T) => ({
  ...values,
  roles: auditList(values.roles),
});
