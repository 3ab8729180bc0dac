import type { Database } from '../db/client';
import { deliveryInfos } from '../db/schema';
import { DEMO_COMPANY, demoUuid } from './demo-ids';

/** Saved delivery addresses of the demo companies: kind 95 of the demo ids; saved by Maria, the manager. */
const KIND = 95;
const MARIA = demoUuid(1, 5);

const ADDRESSES = [
  [
    DEMO_COMPANY.aurora,
    'Aurora Logistics Oy / vastaanotto',
    'Satamakatu 12',
    '00160',
    'Helsinki',
    '+358401110001',
    'vastaanotto@aurora.example',
  ],
  [
    DEMO_COMPANY.aurora,
    'Aurora Logistics Oy / Tampereen terminaali',
    'Hatanpään valtatie 34',
    '33900',
    'Tampere',
    '+358401110002',
    '',
  ],
  [
    DEMO_COMPANY.aurora,
    'Aurora Logistics Oy / Oulun varasto',
    'Teknologiantie 7',
    '90590',
    'Oulu',
    '',
    'oulu@aurora.example',
  ],
  [
    DEMO_COMPANY.aurora,
    'Jukka Lehtonen',
    'Koivukuja 3 B 14',
    '02100',
    'Espoo',
    '+358401110004',
    'jukka.lehtonen@aurora.example',
  ],
  [
    DEMO_COMPANY.pohjola,
    'Pohjola Design Oy',
    'Aleksanterinkatu 21',
    '20100',
    'Turku',
    '+358401110005',
    'toimisto@pohjola.example',
  ],
] as const;

/** A few addresses a cart's delivery step finds under §7 GET /deliveryinfos. */
export async function seedDeliveryInfos(db: Database): Promise<void> {
  await db.insert(deliveryInfos).values(
    ADDRESSES.map(([companyId, recipient, street, postalNumber, city, phone, email], i) => ({
      companyId,
      id: demoUuid(KIND, i + 1),
      recipient,
      street,
      postalNumber,
      city,
      country: 'FI',
      phone,
      email,
      createdBy: MARIA,
    })),
  );
}
