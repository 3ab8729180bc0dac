import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { describedContact } from '../modules/operative-contacts/operative-contacts-mapper';
import { DEMO_GROUP_ID_KIND } from './demo-groups';
import { DEMO_COMPANY, DEMO_USER, demoUuid } from './demo-ids';
import { DEMO_OPERATIVE_CONTACTS } from './demo-operative-contacts';

const MARIA = { id: DEMO_USER.manager, name: 'Maria Manninen' };
const CECILIA = { id: demoUuid(1, 2), name: 'Cecilia Asiakaspalvelu' };
const RIIKKA = { id: demoUuid(1, 9), name: 'Riikka Edustaja' };

interface DemoEvent {
  companyId: string;
  at: string;
  by: { id: string; name: string };
  /** The user an operator acted as, when one did. */
  actedFor?: { id: string; name: string };
  action: string;
  target: string;
  subject: string | null;
  result?: number;
}

const aurora = (path: string) => `/api/businesses/${DEMO_COMPANY.aurora}/${path}`;
/** The contact the manager added in September (seed/demo-operative-contacts.ts). */
const liisa = DEMO_OPERATIVE_CONTACTS.find((contact) => contact.firstName === 'Liisa')!;

/**
 * The changes the demo's data tells of, as the portal would have logged them: the subjects read as the
 * services write them (seed/demo-*.ts made the objects), so an administrator's log is not empty on day one.
 */
const EVENTS: DemoEvent[] = [
  {
    companyId: DEMO_COMPANY.aurora,
    at: '2026-09-15T09:00:00Z',
    by: MARIA,
    action: 'operative-contact.create',
    target: aurora('operativecontacts'),
    subject: describedContact(liisa),
  },
  {
    companyId: DEMO_COMPANY.aurora,
    at: '2026-09-22T07:41:00Z',
    by: MARIA,
    action: 'cost-centre.create',
    target: aurora('costpools'),
    subject: 'IT-palvelut',
  },
  {
    companyId: DEMO_COMPANY.aurora,
    at: '2026-10-01T11:05:00Z',
    by: MARIA,
    action: 'user.invite',
    target: aurora('users'),
    subject: 'Satu Nieminen (satu.nieminen@aurora.example)',
  },
  {
    companyId: DEMO_COMPANY.aurora,
    at: '2026-10-01T11:07:00Z',
    by: MARIA,
    action: 'group.members',
    target: aurora(`permissiongroups/${demoUuid(DEMO_GROUP_ID_KIND, 4)}/members`),
    subject: 'Laskutus: +Satu Nieminen',
  },
  {
    companyId: DEMO_COMPANY.aurora,
    at: '2026-10-14T13:20:00Z',
    by: MARIA,
    action: 'company.head-office',
    target: aurora('address/headoffice'),
    subject: 'Satamakatu 8, 00160 Helsinki, FI → Satamakatu 12, 00160 Helsinki, FI',
  },
  {
    companyId: DEMO_COMPANY.aurora,
    at: '2026-11-10T08:30:00Z',
    by: CECILIA,
    actedFor: MARIA,
    action: 'impersonation.start',
    target: 'manager@aurora.example',
    subject: null,
  },
  {
    companyId: DEMO_COMPANY.aurora,
    at: '2026-11-10T08:34:00Z',
    by: CECILIA,
    actedFor: MARIA,
    action: 'group.members',
    target: aurora(`permissiongroups/${demoUuid(DEMO_GROUP_ID_KIND, 5)}/members`),
    subject: 'Tukipyyntöjen käsittelijät: +Mikko Koskinen',
  },
  {
    companyId: DEMO_COMPANY.aurora,
    at: '2026-11-10T08:36:00Z',
    by: CECILIA,
    actedFor: MARIA,
    action: 'impersonation.stop',
    target: 'manager@aurora.example',
    subject: null,
  },
  {
    companyId: DEMO_COMPANY.aurora,
    at: '2026-11-19T14:02:00Z',
    by: MARIA,
    action: 'user.invite',
    target: aurora('users'),
    subject: 'Ulla Käyttäjä (user@aurora.example)',
    result: 409,
  },
  {
    companyId: DEMO_COMPANY.pohjola,
    at: '2026-10-20T10:15:00Z',
    by: MARIA,
    action: 'cost-centre.create',
    target: `/api/businesses/${DEMO_COMPANY.pohjola}/costpools`,
    subject: 'Suunnittelu',
  },
  {
    companyId: DEMO_COMPANY.kettu,
    at: '2026-10-05T09:45:00Z',
    by: RIIKKA,
    action: 'user.invite',
    target: `/api/businesses/${DEMO_COMPANY.kettu}/users`,
    subject: 'Roope Myyjä (repend@kettu.example)',
  },
];

/** A short history in each demo company's audit log: users invited, contacts, cost centres, acting for. */
export async function seedAuditLog(db: Database): Promise<void> {
  await db.insert(auditLog).values(
    EVENTS.map((event) => ({
      companyId: event.companyId,
      occurredAt: new Date(event.at),
      operatorId: event.by.id,
      operatorName: event.by.name,
      actedForId: event.actedFor?.id ?? null,
      actedForName: event.actedFor?.name ?? null,
      action: event.action,
      target: event.target,
      subject: event.subject,
      result: event.result ?? 200,
    })),
  );
}
