import { sql } from 'drizzle-orm';
import type { AssetProductGroup, AssetStatus } from '@kaista/domain/services';
import type { Database } from '../db/client';
import { demoUuid } from './demo-ids';
import { DEMO_SERVICE_PLANS, demoServices } from './demo-services';

/** Assets of the demo companies: kind 81 of the demo ids. */
export const DEMO_ASSET_KIND = 81;

interface DemoProduct {
  code: string;
  name: string;
  group: AssetProductGroup;
  /** The type allocation code of its IMEI; none for a product without a modem. */
  tac: string | null;
  /** The service type it is used with, if any. */
  serviceType: 'mobile' | 'mobile-broadband' | null;
  warrantyMonths: number;
}

const PRODUCTS: DemoProduct[] = [
  {
    code: 'PH-IP16-128-BK',
    name: 'Apple iPhone 16 128 Gt musta',
    group: 'mobile-phones',
    tac: '35391611',
    serviceType: 'mobile',
    warrantyMonths: 24,
  },
  {
    code: 'PH-SGS25-256-NV',
    name: 'Samsung Galaxy S25 256 Gt',
    group: 'mobile-phones',
    tac: '35677425',
    serviceType: 'mobile',
    warrantyMonths: 24,
  },
  {
    code: 'PH-SGA55-128-NV',
    name: 'Samsung Galaxy A55 5G 128 Gt',
    group: 'mobile-phones',
    tac: '35433915',
    serviceType: 'mobile',
    warrantyMonths: 24,
  },
  {
    code: 'PH-NOK-G42-128',
    name: 'Nokia G42 5G 128 Gt',
    group: 'mobile-phones',
    tac: '35282874',
    serviceType: 'mobile',
    warrantyMonths: 24,
  },
  {
    code: 'TB-IPAD-109-64C',
    name: 'Apple iPad 10,9" Wi-Fi + Cellular 64 Gt',
    group: 'tablets',
    tac: '35495213',
    serviceType: 'mobile-broadband',
    warrantyMonths: 24,
  },
  {
    code: 'TB-SGTS9FE-5G',
    name: 'Samsung Galaxy Tab S9 FE 5G',
    group: 'tablets',
    tac: '35211726',
    serviceType: 'mobile-broadband',
    warrantyMonths: 24,
  },
  {
    code: 'LT-TP-T14-G5',
    name: 'Lenovo ThinkPad T14 Gen 5',
    group: 'laptops',
    tac: null,
    serviceType: null,
    warrantyMonths: 36,
  },
  {
    code: 'LT-HP-840-G11',
    name: 'HP EliteBook 840 G11',
    group: 'laptops',
    tac: null,
    serviceType: null,
    warrantyMonths: 36,
  },
  {
    code: 'RT-HW-5GCPE3',
    name: 'Huawei 5G CPE Pro 3 -reititin',
    group: 'routers',
    tac: '86720604',
    serviceType: 'mobile-broadband',
    warrantyMonths: 24,
  },
  {
    code: 'RT-ZY-NR5103E',
    name: 'Zyxel NR5103E 5G -reititin',
    group: 'routers',
    tac: '86421905',
    serviceType: 'mobile-broadband',
    warrantyMonths: 24,
  },
  {
    code: 'SW-AW-SE-4G',
    name: 'Apple Watch SE 4G 44 mm',
    group: 'smart-watches',
    tac: '35329310',
    serviceType: null,
    warrantyMonths: 24,
  },
  {
    code: 'AC-APP2-USBC',
    name: 'Apple AirPods Pro 2 (USB-C)',
    group: 'accessories',
    tac: null,
    serviceType: null,
    warrantyMonths: 12,
  },
  {
    code: 'AC-SAM-25W',
    name: 'Samsung 25 W USB-C -laturi',
    group: 'accessories',
    tac: null,
    serviceType: null,
    warrantyMonths: 12,
  },
];

/** How many assets each demo company has: a few hundred in Aurora, a handful elsewhere. */
const COUNTS = [600, 24, 14];

const DAY = 86_400_000;
/** The demo's 'now' (20.11.2026), as the services demo has it. */
const DEMO_TODAY = Date.parse('2026-11-20T00:00:00Z');
const dayOf = (time: number) => new Date(time).toISOString().slice(0, 10);
const pad = (value: number, length: number) => String(value).padStart(length, '0');

/** The Luhn check digit that ends an IMEI. */
function luhnDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) {
    let digit = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** Mostly in use; some new in their boxes, in repair, out of use, or on an extended warranty. */
function statusOf(i: number): AssetStatus {
  const r = (i * 13) % 50;
  if (r < 3) return 'NEW';
  if (r < 5) return 'REPAIR';
  if (r < 8) return 'NOT IN USE';
  if (r < 10) return 'EXTENDED';
  return 'IN USE';
}

/** The assets of every demo company, the same on every run. */
export function demoAssets() {
  return DEMO_SERVICE_PLANS.flatMap((plan, companyIndex) => {
    const servicesOf = demoServices(plan, companyIndex + 1).filter(
      (service) => service.status === 'ACTIVE' || service.status === 'BARRED',
    );
    // People (not sites or vehicles) use the devices that are nobody's subscription's.
    const people = servicesOf.filter((service) => service.type === 'mobile');
    const used = { mobile: 0, 'mobile-broadband': 0 };
    return Array.from({ length: COUNTS[companyIndex] ?? 0 }, (_, index) => {
      const i = index + 1;
      const product = PRODUCTS[(i * 7) % PRODUCTS.length]!;
      // The first asset of every company is a phone in use, so each has one to repair.
      const status = i === 1 ? 'IN USE' : statusOf(i);
      const linkable = product.serviceType && status !== 'NOT IN USE' ? product.serviceType : null;
      const candidates = linkable ? servicesOf.filter((service) => service.type === linkable) : [];
      const service = candidates.length ? candidates[used[linkable!]++ % candidates.length]! : null;
      const purchased = DEMO_TODAY - (20 + ((i * 53) % 1200)) * DAY;
      const warrantyMonths = product.warrantyMonths + (status === 'EXTENDED' ? 12 : 0);
      const imeiBody = product.tac
        ? `${product.tac}${pad((i * 7919 + companyIndex * 131) % 1_000_000, 6)}`
        : null;
      return {
        company_id: plan.companyId,
        id: demoUuid(DEMO_ASSET_KIND, (companyIndex + 1) * 100_000 + i),
        imei: imeiBody ? `${imeiBody}${luhnDigit(imeiBody)}` : null,
        serial_number: `${product.code.slice(0, 2)}${pad(companyIndex + 1, 1)}${pad(i * 104_729, 9)}`,
        product_code: product.code,
        product_name: product.name,
        product_group: product.group,
        status,
        user_name:
          service?.user_name ?? (status === 'NEW' ? null : (people[i % people.length]?.user_name ?? null)),
        service_id: service?.id ?? null,
        purchased_on: dayOf(purchased),
        warranty_end: dayOf(purchased + warrantyMonths * 30.44 * DAY),
        repair_fault: status === 'REPAIR' ? 'Näyttö rikki, ei reagoi kosketukseen.' : null,
        repair_requested_at: status === 'REPAIR' ? new Date(DEMO_TODAY - (i % 9) * DAY).toISOString() : null,
      };
    });
  });
}

/** The demo assets, inserted as one statement from JSON like the services. */
export async function seedAssets(db: Database): Promise<void> {
  await db.execute(sql`
    insert into assets (company_id, id, imei, serial_number, product_code, product_name, product_group, status,
      user_name, service_id, purchased_on, warranty_end, repair_fault, repair_requested_at)
    select company_id, id, imei, serial_number, product_code, product_name, product_group, status,
      user_name, service_id, purchased_on, warranty_end, repair_fault, repair_requested_at
    from jsonb_to_recordset(${JSON.stringify(demoAssets())}::jsonb) as r(company_id text, id uuid, imei text,
      serial_number text, product_code text, product_name text, product_group text, status text,
      user_name text, service_id uuid, purchased_on date, warranty_end date, repair_fault text,
      repair_requested_at timestamptz)`);
}
