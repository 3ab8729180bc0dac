import { sql } from 'drizzle-orm';
import {
  companyGroupMembers,
  companyGroups,
  companyMemberships,
  endUsers,
  users,
} from '@kaista/api/src/db/schema';
import { FIRST_NAMES, LAST_NAMES } from '@kaista/api/src/seed/finnish-names';
import type { BenchScenario } from '../scenario';
import { textArray } from '../sql-text-array';

/** A company of the large dataset that gets 10 000 more users; its first user manages them. */
const COMPANY = '200001';
const USERS = 10_000;
const DETAIL_USER = 'bench-member-4242';
/** Permission groups of the company; every user is in one of them, so each row's effective rights join one. */
const GROUPS = 20;
const FILTER_GROUP = '00000000-0000-4000-8093-000000000007';

const base = `/api/businesses/${COMPANY}`;
/** The cart's calls are under the orderer's own uid: the persona's. */
const cart = `${base}/users/bench-user-1-0`;

/**
 * The scale: a company with 10 000 users in 20 permission groups, its list (each row with its
 * effective rights and groups), searches, the group filter and a user's detail.
 */
export const usersScenario: BenchScenario = {
  name: 'users',
  persona: 'user0@company1.bench.example',
  async generate(db) {
    await db.execute(sql`
      insert into ${users} (id, email, first_name, last_name, password_hash, type, phone)
      select 'bench-member-' || n,
        lower(translate(f, 'äöå', 'aoa') || '.' || translate(l, 'äöå', 'aoa')) || n || '@yritys.bench.example',
        f, l, 'none', 'external', '+35840' || lpad(n::text, 7, '0')
      from generate_series(1, ${sql.raw(String(USERS))}) as n,
        lateral (select (${textArray(FIRST_NAMES)})[1 + n % ${sql.raw(String(FIRST_NAMES.length))}] as f,
                        (${textArray(LAST_NAMES)})[1 + (n / 7) % ${sql.raw(String(LAST_NAMES.length))}] as l) as names`);
    await db.execute(sql`
      insert into ${companyMemberships} (company_id, user_id, roles, permissions)
      select ${COMPANY}, 'bench-member-' || n,
        case when n % 10 = 0 then array['ServiceManagerUser'] else array['ServiceUser'] end,
        array['ServicesReadService', 'TicketingReadTicket', 'InvoicingReadInvoice']
      from generate_series(1, ${sql.raw(String(USERS))}) as n`);
    await db.execute(sql`
      insert into ${companyGroups} (company_id, id, kind, name, roles, permissions)
      select ${COMPANY}, '00000000-0000-4000-8093-' || lpad(g::text, 12, '0'), 'permission',
        'Ryhmä ' || g, array[]::text[], array['OrdersReadOrder', 'ReportsReadReports']
      from generate_series(1, ${sql.raw(String(GROUPS))}) as g`);
    await db.execute(sql`
      insert into ${companyGroupMembers} (company_id, group_id, user_id)
      select ${COMPANY}, '00000000-0000-4000-8093-' || lpad((1 + n % ${sql.raw(String(GROUPS))})::text, 12, '0'),
        'bench-member-' || n
      from generate_series(1, ${sql.raw(String(USERS))}) as n`);
    // As many end users of the company's services, the detail user linked to one (§7 end-user link).
    await db.execute(sql`
      insert into ${endUsers} (company_id, id, party_type, first_name, last_name, email, mobile_number, linked_user_id)
      select ${COMPANY}, ('00000000-0000-4000-8094-' || lpad(n::text, 12, '0'))::uuid, 'INDIVIDUAL', f, l,
        lower(translate(f, 'äöå', 'aoa') || '.' || translate(l, 'äöå', 'aoa')) || n || '@yritys.bench.example',
        '+35850' || lpad(n::text, 7, '0'), case when n = 4242 then ${DETAIL_USER} end
      from generate_series(1, ${sql.raw(String(USERS))}) as n,
        lateral (select (${textArray(FIRST_NAMES)})[1 + (n * 3) % ${sql.raw(String(FIRST_NAMES.length))}] as f,
                        (${textArray(LAST_NAMES)})[1 + (n / 5) % ${sql.raw(String(LAST_NAMES.length))}] as l) as names`);
    await db.execute(sql`
      update ${companyMemberships} set roles = array['ServiceManagerUser']
      where company_id = ${COMPANY} and user_id = 'bench-user-1-0'`);
  },
  targets: [
    { title: 'GET users, first page by last name', method: 'GET', path: `${base}/users` },
    { title: 'GET users, page at offset 9 000', method: 'GET', path: `${base}/users?offset=9000` },
    {
      title: 'GET users, by e-mail, descending',
      method: 'GET',
      path: `${base}/users?sort=email&direction=DESC`,
    },
    { title: 'GET users, search a last name', method: 'GET', path: `${base}/users?q=saarinen` },
    { title: 'GET users, search an e-mail', method: 'GET', path: `${base}/users?q=4242%40yritys` },
    { title: 'GET users, role filter', method: 'GET', path: `${base}/users?role=ServiceManagerUser` },
    // 500 of the 10 000 users are in the group.
    { title: 'GET users, group filter', method: 'GET', path: `${base}/users?group=${FILTER_GROUP}` },
    { title: 'GET a user', method: 'GET', path: `${base}/users/${DETAIL_USER}` },
    { title: 'GET search/contacts', method: 'GET', path: `${base}/search/contacts?q=heikki` },
    // §7 end-user link: the picker's search among 10 000 end users, and a user's linked end user.
    {
      title: 'GET endusers, free ones by name',
      method: 'GET',
      path: `${base}/endusers?name=saarinen&unlinked=true`,
    },
    { title: 'GET endusers, first page', method: 'GET', path: `${base}/endusers` },
    { title: 'GET endusers/{uid} (linked)', method: 'GET', path: `${base}/endusers/${DETAIL_USER}` },
    // §7 the cart's end-user search (§5: up to 100 at offset 0; two words of an individual split).
    { title: 'GET cart endusers, first 100', method: 'GET', path: `${cart}/endusers` },
    {
      title: 'GET cart endusers, first and last name',
      method: 'GET',
      path: `${cart}/endusers?entity=INDIVIDUAL&name=${encodeURIComponent('aino saarinen')}`,
    },
    {
      title: 'GET cart endusers, text with e-mail',
      method: 'GET',
      path: `${cart}/endusers?name=saarinen&hasEmail=true`,
    },
    // §7 a user's external service roles.
    {
      title: 'GET a user’s external services',
      method: 'GET',
      path: `${base}/users/${DETAIL_USER}/externalservice`,
    },
  ],
};
