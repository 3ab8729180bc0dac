import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { availabilityAddresses } from '../db/schema';

/** Streets of the demo network by city: [street, postal number, city]. */
const STREETS: [string, string, string][] = [
  ['Mannerheimintie', '00100', 'Helsinki'],
  ['Satamakatu', '00160', 'Helsinki'],
  ['Hämeentie', '00530', 'Helsinki'],
  ['Vuosaarentie', '00980', 'Helsinki'],
  ['Tapiolantie', '02100', 'Espoo'],
  ['Keilaranta', '02150', 'Espoo'],
  ['Tikkurilantie', '01300', 'Vantaa'],
  ['Hämeenkatu', '33100', 'Tampere'],
  ['Hatanpään valtatie', '33900', 'Tampere'],
  ['Kauppakatu', '40100', 'Jyväskylä'],
  ['Teknologiantie', '90590', 'Oulu'],
  ['Aurakatu', '20100', 'Turku'],
];
const HOUSE_NUMBERS = 40;

/**
 * The demo network: every street's house numbers 1–40, each reached by fibre (300 or 1000 Mbit/s), 5G fixed
 * wireless (300 or 1000) or VDSL (50 or 100), the same on every run (by street and number).
 */
export async function seedAvailability(db: Database): Promise<void> {
  const rows = STREETS.flatMap(([street, postalNumber, city], s) =>
    Array.from({ length: HOUSE_NUMBERS }, (_, index) => {
      const n = index + 1;
      const pick = (s * 7 + n * 3) % 10;
      const technology = pick < 5 ? 'FIBER' : pick < 8 ? 'FWA_5G' : 'VDSL';
      const fast = (s + n) % 3 !== 0;
      const down = technology === 'VDSL' ? (fast ? 100 : 50) : fast ? 1000 : 300;
      return {
        id: `00000000-0000-4000-8081-${String(s * 1000 + n).padStart(12, '0')}`,
        street,
        house_number: String(n),
        postal_number: postalNumber,
        city,
        technology,
        max_down_mbps: down,
        max_up_mbps: technology === 'FIBER' ? down : Math.round(down / 10),
      };
    }),
  );
  await db.execute(sql`
    insert into ${availabilityAddresses} (id, street, house_number, postal_number, city, technology, max_down_mbps,
      max_up_mbps)
    select id, street, house_number, postal_number, city, technology, max_down_mbps, max_up_mbps
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(id uuid, street text, house_number text,
      postal_number text, city text, technology text, max_down_mbps int, max_up_mbps int)`);
}
