import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import type { FileStore } from '../files/file-store';
import { seedCompanies } from './demo-companies';
import { seedMatsku } from './demo-matsku';
import { seedCompanyInfo } from './demo-company-info';
import { seedOperatorDemo } from './demo-operator';
import { seedInvoices } from './demo-invoices';
import { seedPayers } from './demo-payers';
import { seedPersonas } from './demo-personas';
import { seedTickets } from './demo-tickets';
import { seedCompanyUsers } from './demo-users';
import { seedOrdering } from './demo-ordering';
import { seedOrderRequests, seedOrders } from './demo-orders';
import { seedGroups } from './demo-groups';
import { seedIdm } from './demo-idm';
import { seedDocuments } from './demo-documents';
import { seedBulletins } from './demo-bulletins';
import { seedAssets } from './demo-assets';
import { seedServices } from './demo-services';
import { seedEndUsers } from './demo-end-users';
import { seedDeliveryInfos } from './demo-delivery-infos';
import { seedAvailability } from './demo-availability';
import { seedOperativeContacts } from './demo-operative-contacts';
import { seedAuditLog } from './demo-audit';

/**
 * The demo dataset, in dependency order. Each area adds its own deterministic seeder here; together
 * they run in one transaction so that a failed seed leaves an empty database to retry on (files, written
 * through the file store, are replaced by the retry).
 */
const SEEDERS: ((db: Database, files: FileStore) => Promise<void>)[] = [
  seedCompanies,
  seedPersonas,
  seedOperatorDemo,
  seedTickets,
  seedCompanyUsers,
  seedMatsku,
  seedPayers,
  seedOrdering,
  seedOrders,
  seedOrderRequests,
  seedGroups,
  seedIdm,
  seedCompanyInfo,
  seedDocuments,
  seedBulletins,
  seedServices,
  // Invoices bill the services and the completed orders' one-off charges, so they follow both.
  seedInvoices,
  seedAssets,
  seedEndUsers,
  seedDeliveryInfos,
  seedAvailability,
  seedOperativeContacts,
  seedAuditLog,
];

export async function seedDemoDataIfEmpty(db: Database, files: FileStore): Promise<boolean> {
  const [row] = await db.select({ companies: count() }).from(companies);
  if ((row?.companies ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (const seed of SEEDERS) await seed(tx, files);
  });
  return true;
}
