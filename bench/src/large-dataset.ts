import { sql } from 'drizzle-orm';
import type { Database } from '@kaista/api/src/db/client';
import { companies, companyMemberships, users } from '@kaista/api/src/db/schema';
import { hashPassword } from '@kaista/api/src/modules/auth/password';
import { DEMO_PASSWORD } from '@kaista/api/src/seed/demo-ids';
import { PERMISSIONS } from '@kaista/domain/shared/roles';
import { normalizeBusinessId } from '@kaista/domain/shared/validation';

export const LARGE_COMPANIES = 10_000;
export const USERS_PER_COMPANY = 5;
const BATCH = 1_000;

/** Business IDs from a counter, skipping the numbers whose check digit would be invalid (remainder 1). */
function* businessIds(): Generator<string> {
  for (let base = 3_000_000; ; base += 1) {
    for (let check = 0; check <= 9; check += 1) {
      const id = normalizeBusinessId(`${base}-${check}`);
      if (id) {
        yield id;
        break;
      }
    }
  }
}

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

/** 10k companies and 50k users on top of the demo dataset, all sharing the demo password. */
export async function generateLargeDataset(db: Database): Promise<void> {
  const ids = businessIds();
  const companyRows = Array.from({ length: LARGE_COMPANIES }, (_, index) => ({
    id: String(200_000 + index),
    name: `Benchmark Company ${index} Oy`,
    businessId: ids.next().value as string,
    identifierType: 'BUSINESS_ID',
    companyType: 'LIMITED_COMPANY',
    customerNumber: `DNA${200_000 + index}`,
    headOfficeStreet: `Testikatu ${index % 200}`,
    headOfficePostalNumber: String(index % 99_999).padStart(5, '0'),
    headOfficeCity: 'Helsinki',
  }));
  await insertInBatches(companyRows, (batch) => db.insert(companies).values(batch));

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userRows = companyRows.flatMap((company, companyIndex) =>
    Array.from({ length: USERS_PER_COMPANY }, (_, n) => ({
      id: `bench-user-${companyIndex}-${n}`,
      email: `user${n}@company${companyIndex}.bench.example`,
      firstName: 'Bench',
      lastName: `User ${companyIndex}-${n}`,
      passwordHash,
      type: 'external',
    })),
  );
  await insertInBatches(userRows, (batch) => db.insert(users).values(batch));
  await db.execute(sql`
    insert into ${companyMemberships} (company_id, user_id, roles, permissions)
    select split_part(u.id, '-', 3)::int + 200000 || '', u.id, array['ServiceUser'], ${sql.raw(`array[${PERMISSIONS.map((p) => `'${p}'`).join(',')}]`)}
    from ${users} u where u.id like 'bench-user-%'`);
}
