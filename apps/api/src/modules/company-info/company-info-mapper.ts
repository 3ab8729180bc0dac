import type { Administrator, ExternalLink, Site, Store } from '@kaista/domain/company-info';
import type { companyExternalLinks, companySites, shopStores } from '../../db/schema';

export const toExternalLink = (row: typeof companyExternalLinks.$inferSelect): ExternalLink => ({
  id: row.id,
  title: row.title,
  url: row.url,
});

export const toSite = (row: typeof companySites.$inferSelect): Site => ({
  id: row.id,
  name: row.name,
  street: row.street,
  postalNumber: row.postalNumber,
  city: row.city,
  country: row.country,
});

export const toStore = (row: typeof shopStores.$inferSelect): Store => ({
  id: row.id,
  name: row.name,
  street: row.street,
  postalNumber: row.postalNumber,
  city: row.city,
});

export const toAdministrator = (row: {
  uid: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
}): Administrator => ({
  uid: row.uid,
  name: `${row.firstName} ${row.lastName}`.trim(),
  email: row.email,
  phone: row.phone,
});
