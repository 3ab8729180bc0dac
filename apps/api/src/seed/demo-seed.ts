import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import { seedCompanies } from './demo-companies';
import { seedOperatorDemo } from './demo-operator';
import { seedPersonas } from './demo-personas';
import { seedTickets } from './demo-tickets';

/**
 * The demo dataset, in dependency order. Each area adds its own deterministic seeder here; together
 * they run in one transaction so that a failed seed leaves an empty database to retry on.
 */
const SEEDERS: ((db: Database) => Promise<void>)[] = [
  seedCompanies,
  seedPersonas,
  seedOperatorDemo,
  seedTickets,
];

export async function seedDemoDataIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ companies: count() }).from(companies);
  if ((row?.companies ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (const seed of SEEDERS) await seed(tx as unknown as Database);
  });
  return true;
}
