import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { DEMO_COMPANY, demoUuid } from './demo-ids';
import { DEMO_USER_ID_KIND } from './demo-users';

/** End users of the demo companies: kind 93 of the demo ids. */
export const DEMO_END_USER_KIND = 93;

/** Organizations that use some of the demo companies' services (subcontractors, a sister company). */
const ORGANIZATIONS: { companyId: string; name: string; email: string }[] = [
  {
    companyId: DEMO_COMPANY.aurora,
    name: 'Kuljetus Virtanen Oy',
    email: 'toimisto@kuljetusvirtanen.example',
  },
  { companyId: DEMO_COMPANY.aurora, name: 'Satamahuolto Laine Ky', email: 'huolto@satamalaine.example' },
  { companyId: DEMO_COMPANY.aurora, name: 'Aurora Kiinteistöt Oy', email: 'kiinteistot@aurora.example' },
  { companyId: DEMO_COMPANY.pohjola, name: 'Pohjolan Painotalo Oy', email: 'paino@pohjolapaino.example' },
];

/** Portal users known as an end user in the demo: Ulla (a persona) and Jukka Lehtonen, both of Aurora. */
const LINKS: { companyId: string; userId: string; name: string }[] = [
  { companyId: DEMO_COMPANY.aurora, userId: demoUuid(1, 6), name: 'Ulla Käyttäjä' },
  { companyId: DEMO_COMPANY.aurora, userId: demoUuid(DEMO_USER_ID_KIND, 1), name: 'Jukka Lehtonen' },
];

/**
 * The demo's end users: every person named as the user of a demo company's subscriptions (mobile,
 * mobile broadband, switchboard), with the number of their first subscription and a first.last e-mail address
 * in the company's domain, plus a few organizations; two of Aurora's portal users are linked to theirs. Derived from
 * the services in one statement, so it follows the services seed and stays quick.
 */
export async function seedEndUsers(db: Database): Promise<void> {
  const prefix = demoUuid(DEMO_END_USER_KIND, 0).slice(0, -12);
  await db.execute(sql`
    insert into end_users (company_id, id, party_type, first_name, last_name, email, mobile_number)
    select company_id,
      (${prefix} || lpad((row_number() over (order by company_id, user_name))::text, 12, '0'))::uuid,
      'INDIVIDUAL', split_part(user_name, ' ', 1), substr(user_name, strpos(user_name, ' ') + 1),
      replace(regexp_replace(translate(lower(user_name), 'äöåé', 'aoae'), '[^a-z ]', '', 'g'), ' ', '.') || '@' ||
        case company_id when ${DEMO_COMPANY.aurora} then 'aurora' when ${DEMO_COMPANY.pohjola} then 'pohjola'
        else 'kettu' end || '.example',
      number
    from (
      select distinct on (company_id, user_name) company_id, user_name, number
      from services
      where type in ('mobile', 'mobile-broadband', 'switchboard') and user_name like '% %'
      order by company_id, user_name, (type = 'mobile') desc, number
    ) people`);
  await db.execute(sql`
    insert into end_users (company_id, id, party_type, name, email)
    select company_id, id, 'ORGANIZATION', name, email
    from jsonb_to_recordset(${JSON.stringify(
      ORGANIZATIONS.map((row, i) => ({
        company_id: row.companyId,
        name: row.name,
        email: row.email,
        id: demoUuid(DEMO_END_USER_KIND, 900_000 + i),
      })),
    )}::jsonb) as r(company_id text, id uuid, name text, email text)`);
  for (const link of LINKS)
    await db.execute(sql`
      update end_users set linked_user_id = ${link.userId}
      where company_id = ${link.companyId} and first_name || ' ' || last_name = ${link.name}`);
}
