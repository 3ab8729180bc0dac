import { sql } from 'drizzle-orm';
import {
  SERVICE_PLANS,
  iccidCheckDigit,
  type ServiceStatus,
  type ServiceType,
} from '@kaista/domain/services';
import type { Database } from '../db/client';
import { demoServiceApns } from './demo-apn-characteristics';
import { DEMO_COMPANY, demoUuid } from './demo-ids';
import { DEMO_COST_POOLS, DEMO_PAYERS } from './demo-payers';
import { FIRST_NAMES, LAST_NAMES } from './finnish-names';

/** Services of the demo companies: kind 80 of the demo ids. */
export const DEMO_SERVICE_KIND = 80;

const SITES = [
  'Satamakatu 12',
  'Tampereen terminaali',
  'Oulun varasto',
  'Vantaan logistiikkakeskus',
  'Turun satama',
];
const VEHICLES = ['Ajoneuvopääte', 'Hälytyssiirto', 'Lämpötila-anturi', 'Kulunvalvonta', 'Trukkipääte'];

const MOBILE_ADD_ONS = [
  { code: 'DATA_EU_10', name: 'EU-datapaketti 10 Gt' },
  { code: 'VOICE_NORDIC', name: 'Pohjoismaat-puhepaketti 300 min' },
  { code: 'DATA_WORLD_1', name: 'Maailma-data 1 Gt' },
  { code: 'DEVICE_CARE', name: 'Laiteturva' },
];
const SWITCHBOARD_ADD_ONS = [
  { code: 'VPBX_QUEUE', name: 'Jonotus ja tervehdykset' },
  { code: 'VPBX_RECORDING', name: 'Puhelunauhoitus' },
];
const BARRINGS = [
  'Maksullisten palvelunumeroiden esto',
  'Ulkomaanpuhelujen esto',
  'Verkkovierailun esto',
  'Datan verkkovierailun esto EU:n ulkopuolella',
];

export interface CompanyPlan {
  companyId: string;
  count: number;
  /** Mobile numbers are +358 {prefix}{5 digits}; switchboard numbers +358 10 {prefix}{4 digits}. */
  mobilePrefix: string;
  switchboardPrefix: string;
  /** The company's payers (1-based numbers of DEMO_PAYERS) and the cost pools each pays for. */
  payers: { payer: number; share: number; pools: string[] }[];
  /** The first services' users: the personas and people the other demo areas name. */
  knownUsers: string[];
  /** The company's own private APN, on some of its 5G subscriptions. */
  companyApn: string;
}

export const DEMO_SERVICE_PLANS: CompanyPlan[] = [
  {
    companyId: DEMO_COMPANY.aurora,
    companyApn: 'aurora.corp',
    count: 3000,
    mobilePrefix: '4031',
    switchboardPrefix: '531',
    payers: [
      { payer: 1, share: 7, pools: ['Hallinto', 'Myynti', 'Kuljetus', 'Varasto', 'IT-palvelut'] },
      { payer: 2, share: 2, pools: ['Tampereen terminaali'] },
      { payer: 3, share: 1, pools: ['Varasto'] },
    ],
    knownUsers: [
      'Maria Manninen',
      'Ulla Käyttäjä',
      'Sanna Salminen',
      'Jari Järvinen',
      'Kalle Kuljettaja',
      'Oskari Ojala',
      'Tiina Tampere',
      'Ville Virta',
      'Pekka Pohjanen',
      'Jukka Lehtonen',
      'Satu Nieminen',
      'Heidi Rantanen',
    ],
  },
  {
    companyId: DEMO_COMPANY.pohjola,
    companyApn: 'pohjola.intra',
    count: 40,
    mobilePrefix: '5052',
    switchboardPrefix: '652',
    payers: [{ payer: 4, share: 1, pools: ['Suunnittelu', 'Hallinto'] }],
    knownUsers: ['Paula Pohjola', 'Aino Suunnittelija', 'Eero Graafikko', 'Kaisa Virtanen'],
  },
  {
    companyId: DEMO_COMPANY.kettu,
    companyApn: 'kettu.kassat',
    count: 25,
    mobilePrefix: '4473',
    switchboardPrefix: '773',
    payers: [{ payer: 5, share: 1, pools: ['Myymälät', 'Verkkokauppa'] }],
    knownUsers: ['Kaisa Kettunen'],
  },
];

/** A type for the i-th service: mostly mobile subscriptions, some data, IoT, switchboard and broadband. */
function typeOf(i: number): ServiceType {
  const r = i % 20;
  if (r < 14) return 'mobile';
  if (r < 16) return 'mobile-broadband';
  if (r < 18) return 'iot';
  if (r === 18) return 'switchboard';
  return 'broadband';
}

/** Most services are active; a few new, suspended, barred by the operator, ended or cancelled. */
function statusOf(i: number): { status: ServiceStatus; suspensionKind: string | null } {
  const r = (i * 7) % 100;
  if (r < 4) return { status: 'NEW', suspensionKind: null };
  if (r < 7) return { status: 'BARRED', suspensionKind: 'customerSuspend' };
  if (r === 7) return { status: 'BARRED', suspensionKind: 'creditSuspend' };
  if (r === 8) return { status: 'BARREDBYDNA', suspensionKind: null };
  if (r < 13) return { status: 'TERMINATED', suspensionKind: null };
  if (r === 13) return { status: 'CANCELLED', suspensionKind: null };
  return { status: 'ACTIVE', suspensionKind: null };
}

const pad = (value: number, length: number) => String(value).padStart(length, '0');
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
/** The demo's 'now' is 20.11.2026 (tickets and invoices use the same). */
const DEMO_TODAY = Date.parse('2026-11-20T00:00:00Z');
const DAY = 86_400_000;
const MINUTE = 60_000;

function poolId(companyId: string, name: string): string | null {
  return DEMO_COST_POOLS.find((pool) => pool.companyId === companyId && pool.name === name)?.id ?? null;
}

/** The services of one company, the same on every run. */
export function demoServices(plan: CompanyPlan, companyIndex: number) {
  const shares = plan.payers.flatMap((payer) => Array.from({ length: payer.share }, () => payer));
  return Array.from({ length: plan.count }, (_, index) => {
    const i = index + 1;
    const type = typeOf(i);
    const { status, suspensionKind } = statusOf(i);
    const packages = SERVICE_PLANS[type];
    const pack = packages[(i * 3) % packages.length]!;
    const payer = shares[i % shares.length]!;
    // A step prime to every payer's number of pools, so each pool gets services (5 used to leave Aurora's
    // main agreement with one pool of its five).
    const poolName = payer.pools[(i * 3) % payer.pools.length]!;
    const person =
      index < plan.knownUsers.length
        ? plan.knownUsers[index]!
        : `${FIRST_NAMES[(i * 7) % FIRST_NAMES.length]} ${LAST_NAMES[(i * 11) % LAST_NAMES.length]}`;
    const sim = type === 'mobile' || type === 'mobile-broadband' || type === 'iot';
    const iccidBody = `8935801${companyIndex}${pad(i, 11)}`;
    const start = DEMO_TODAY - (30 + ((i * 37) % 1400)) * DAY;
    const ended = status === 'TERMINATED' || status === 'CANCELLED';
    const number =
      type === 'broadband'
        ? `FBB-${plan.companyId}-${pad(i, 5)}`
        : type === 'switchboard'
          ? `+35810${plan.switchboardPrefix}${pad(i, 4)}`
          : `+358${plan.mobilePrefix}${pad(i, 5)}`;
    const userName =
      type === 'broadband'
        ? SITES[i % SITES.length]!
        : type === 'iot'
          ? `${VEHICLES[i % VEHICLES.length]} ${pad(i, 4)}`
          : person;
    const addOns =
      type === 'mobile'
        ? MOBILE_ADD_ONS.filter((_, n) => (i >> n) % 3 === 0)
        : type === 'switchboard'
          ? SWITCHBOARD_ADD_ONS.filter((_, n) => (i + n) % 2 === 0)
          : [];
    return {
      company_id: plan.companyId,
      id: demoUuid(DEMO_SERVICE_KIND, companyIndex * 100_000 + i),
      number,
      number_type:
        type === 'mobile'
          ? 'VOICE_POSTPAID'
          : type === 'switchboard'
            ? 'NATIONWIDE_SUBSCRIBER'
            : type === 'broadband'
              ? 'FIXED'
              : 'DATA_POSTPAID',
      type,
      status,
      suspension_kind: suspensionKind,
      iccid: sim && status !== 'NEW' ? `${iccidBody}${iccidCheckDigit(iccidBody)}` : null,
      puk1: sim && status !== 'NEW' ? pad((i * 7_919_311) % 100_000_000, 8) : null,
      puk2: sim && status !== 'NEW' ? pad((i * 4_256_233 + 17) % 100_000_000, 8) : null,
      // A moment, as /activatesim stamps it: in office hours the day after the contract started, not at
      // midnight UTC, which reads as 02:00 or 03:00 in Helsinki.
      sim_activated_at:
        sim && status !== 'NEW'
          ? new Date(start + DAY + (6 * 60 + ((i * 37) % 480)) * MINUTE).toISOString()
          : null,
      user_name: userName,
      package_code: pack.code,
      package_name: pack.name,
      monthly_price_cents: pack.monthlyCents,
      add_ons: addOns,
      barrings: type === 'mobile' ? BARRINGS.filter((_, n) => (i * (n + 3)) % 9 === 0) : [],
      apns: demoServiceApns(pack.code, i, plan.companyApn),
      cost_pool_id: poolId(plan.companyId, poolName),
      payer_id: DEMO_PAYERS[payer.payer - 1]!.id!,
      contract_start: dayOf(start),
      fixed_term_end: i % 4 === 0 ? dayOf(start + 730 * DAY) : null,
      scheduled_termination: !ended && i % 97 === 0 ? dayOf(DEMO_TODAY + (14 + (i % 60)) * DAY) : null,
      termination_kind: ended ? 'immediate' : !ended && i % 97 === 0 ? 'scheduled' : null,
      ended_on: ended ? dayOf(DEMO_TODAY - ((i * 13) % 300) * DAY) : null,
    };
  });
}

/**
 * The demo inventory: a few thousand services in Aurora (so the list pages, filters and search have work
 * to do), a few dozen in Pohjola and Kettu, with the payers and cost pools of the invoicing demo. Inserted as
 * one statement from JSON, so seeding every test database stays quick.
 */
export async function seedServices(db: Database): Promise<void> {
  const rows = DEMO_SERVICE_PLANS.flatMap((plan, index) => demoServices(plan, index + 1));
  await db.execute(sql`
    insert into services (company_id, id, number, number_type, type, status, suspension_kind, iccid, puk1, puk2,
      sim_activated_at, user_name, package_code, package_name, monthly_price_cents, add_ons, barrings, apns,
      cost_pool_id, payer_id, contract_start, fixed_term_end, scheduled_termination, termination_kind, ended_on)
    select company_id, id, number, number_type, type, status, suspension_kind, iccid, puk1, puk2,
      sim_activated_at, user_name, package_code, package_name, monthly_price_cents, add_ons,
      array(select jsonb_array_elements_text(barrings)), apns, cost_pool_id, payer_id, contract_start,
      fixed_term_end, scheduled_termination, termination_kind, ended_on
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(company_id text, id uuid, number text,
      number_type text, type text, status text, suspension_kind text, iccid text, puk1 text, puk2 text,
      sim_activated_at timestamptz, user_name text, package_code text, package_name text,
      monthly_price_cents bigint, add_ons jsonb, barrings jsonb, apns jsonb, cost_pool_id uuid,
      payer_id uuid, contract_start date, fixed_term_end date, scheduled_termination date,
      termination_kind text, ended_on date)`);
}
