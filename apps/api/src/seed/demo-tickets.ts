import { TICKET_STATUSES, TICKET_TYPES, TICKET_URGENCIES, type TicketType } from '@kaista/domain/tickets';
import type { Database } from '../db/client';
import type { FileStore } from '../files/file-store';
import { ticketAttachments, ticketComments, ticketContactGroups, tickets } from '../db/schema';
import { demoAssets } from './demo-assets';
import { DEMO_COMPANY, demoUuid } from './demo-ids';
import { DEMO_SERVICE_PLANS, demoServices } from './demo-services';

function demoAttachmentText(fileName: string): string {
  const rows = ['aika;tapahtuma', '01.11.2026 08:15;Yhteys katkesi', '01.11.2026 08:42;Yhteys palasi'];
  return fileName.endsWith('.csv')
    ? `${rows.join('\n')}\n`
    : `Kaista-esimerkkiliite ${fileName}\nTämä tiedosto kuuluu esimerkkitikettiin.\n`;
}

/** A subject for each type, so that a ticket's subject reads as what its type says it is. */
const SUBJECTS: Record<TicketType, string> = {
  SERVICE_REQUEST: 'Uusi liittymä myyjälle',
  INCIDENT: 'Mobiilidata ei toimi toimistolla',
  TECHNICAL_QUESTION_OR_REQUEST: 'Reitittimen palomuurin avaus etäkäyttöä varten',
  WHOLESALE_INCIDENT: 'Siirtoyhteys katkeilee Tampereen toimipisteessä',
  WHOLESALE_SERVICE: 'Siirtoyhteyden kapasiteetin nosto',
  NEW_ORDER: 'Laajakaista uuteen toimipisteeseen',
  ACCESS_REQUEST: 'Kulkuoikeus konesaliin huomenna',
  ESCORTED_ACCESS: 'Saatettu käynti konesaliin asennusta varten',
  INBOUND_SHIPMENT: 'Laitetoimitus saapuu varastolle',
  OUTBOUND_SHIPMENT: 'Vanhojen reitittimien palautus',
  REMOTE_HANDS: 'Palvelimen uudelleenkäynnistys räkissä 4',
  INVOICING: 'Laskulla väärä kustannuspaikka',
  CHANGE_REQUEST: 'Vaihteen jonotusviesti vaihdettava',
  GUIDANCE: 'Neuvoa raporttien käyttöön',
  TERMINATION: 'Palvelun irtisanominen kuun lopussa',
  OTHER: 'Yhteyshenkilön tietojen päivitys',
};
const COMPANY_TICKETS: [string, number][] = [
  [DEMO_COMPANY.aurora, 120],
  [DEMO_COMPANY.pohjola, 50],
  [DEMO_COMPANY.kettu, 30],
];
const AUTHORS = ['Maria Manninen', 'Ulla Käyttäjä', 'Sanna Salminen'];
const OPERATOR = 'Kaista asiakaspalvelu';
const BASE_TIME = Date.UTC(2026, 10, 20, 9, 0, 0);
const HOUR = 3_600_000;

/**
 * The details of the types that ask for their own (`TICKET_TYPE_DETAILS`), as the form would have taken them:
 * the day is a week after the ticket was made.
 */
function detailsOf(type: TicketType, createdAt: Date): Record<string, string> {
  const day = new Date(createdAt.getTime() + 7 * 24 * HOUR).toISOString().slice(0, 10);
  const shipment = { packages: '3', carrier: 'Posti', trackingNumber: 'JJFI6543210000123456' };
  const details: Partial<Record<TicketType, Record<string, string>>> = {
    ESCORTED_ACCESS: {
      site: 'Konesali HEL2',
      visitDate: day,
      arrivalTime: '09:30',
      visitors: 'Pekka Nieminen',
    },
    REMOTE_HANDS: { site: 'Konesali HEL2', rack: 'R4' },
    INBOUND_SHIPMENT: { expectedDate: day, ...shipment },
    OUTBOUND_SHIPMENT: { pickupDate: day, ...shipment },
  };
  return details[type] ?? {};
}

/** The devices a company's tickets are about: its first eight assets, named as the ticket form's picker names them. */
function devicesOf(companyId: string) {
  return demoAssets()
    .filter((asset) => asset.company_id === companyId)
    .slice(0, 8)
    .map((asset) => ({
      id: asset.id,
      name: asset.user_name ? `${asset.product_name} · ${asset.user_name}` : asset.product_name,
    }));
}

/** The ticket types that are about one subscription: a fault on it, or its termination. */
const ABOUT_A_SUBSCRIPTION: readonly TicketType[] = ['INCIDENT', 'TERMINATION'];

/** The subscriptions a company's tickets are about: its first eight mobile ones in use. */
export function ticketedSubscriptions(companyId: string) {
  const index = DEMO_SERVICE_PLANS.findIndex((plan) => plan.companyId === companyId);
  if (index < 0) return [];
  return demoServices(DEMO_SERVICE_PLANS[index]!, index + 1)
    .filter((service) => service.type === 'mobile' && service.status === 'ACTIVE')
    .slice(0, 8);
}

/**
 * The status of a company's `index`th ticket. Types come round every TICKET_TYPES.length tickets; each round
 * shifts the statuses by one, so a type's tickets stand in as many statuses as there are rounds (one counter for
 * both gave all tickets of a type one status).
 */
function statusTurn(index: number): number {
  return (index + Math.floor(index / TICKET_TYPES.length)) % TICKET_STATUSES.length;
}

/** About 200 tickets over the demo companies: every type and status, comments and attachments. */
export async function seedTickets(db: Database, files: FileStore): Promise<void> {
  let serial = 0;
  for (const [companyIndex, [companyId, ticketCount]] of COMPANY_TICKETS.entries()) {
    const devices = devicesOf(companyId);
    const subscriptions = ticketedSubscriptions(companyId);
    const groupIds = [demoUuid(61, companyIndex * 10 + 1), demoUuid(61, companyIndex * 10 + 2)];
    await db.insert(ticketContactGroups).values([
      { companyId, id: groupIds[0], name: 'IT-tuki', emails: ['it-tuki@example.com'] },
      { companyId, id: groupIds[1], name: 'Talous', emails: ['talous@example.com', 'cfo@example.com'] },
    ]);
    for (let index = 0; index < ticketCount; index += 1) {
      serial += 1;
      const id = demoUuid(60, serial);
      const device = index % 3 === 0 ? devices[index % devices.length] : undefined;
      const createdAt = new Date(BASE_TIME - serial * 7 * HOUR);
      const type = TICKET_TYPES[serial % TICKET_TYPES.length] ?? 'OTHER';
      // A type comes round every TICKET_TYPES.length tickets: each round names the next subscription.
      const about = ABOUT_A_SUBSCRIPTION.includes(type)
        ? subscriptions[Math.floor(serial / TICKET_TYPES.length) % subscriptions.length]
        : undefined;
      await db.insert(tickets).values({
        companyId,
        id,
        type,
        urgency: TICKET_URGENCIES[serial % 7 === 0 ? 1 : 0] ?? 'normal',
        status: TICKET_STATUSES[statusTurn(index)] ?? 'UNTOUCHED',
        subject: `${SUBJECTS[type]} (${serial})`,
        description: `Hei, ${SUBJECTS[type].toLowerCase()}. Pyydämme tarkistamaan asian.`,
        details: detailsOf(type, createdAt),
        relatedDeviceId: device?.id ?? null,
        relatedDeviceName: device?.name ?? null,
        relatedServiceId: about?.id ?? null,
        relatedServiceNumber: about?.number ?? null,
        relatedServiceName: about?.package_name ?? null,
        relatedServiceUser: about?.user_name ?? null,
        contactGroupId: index % 4 === 0 ? groupIds[0] : null,
        contactGroupName: index % 4 === 0 ? 'IT-tuki' : null,
        createdByName: AUTHORS[serial % AUTHORS.length] ?? 'Maria Manninen',
        createdAt,
        updatedAt: new Date(createdAt.getTime() + (index % 5) * HOUR),
      });
      await seedConversation(db, files, { companyId, ticketId: id, serial, at: createdAt });
    }
  }
}

interface SeededTicket {
  companyId: string;
  ticketId: string;
  serial: number;
  at: Date;
}

async function seedConversation(
  db: Database,
  files: FileStore,
  { companyId, ticketId, serial, at }: SeededTicket,
) {
  const comments = Array.from({ length: serial % 4 }, (_, index) => ({
    companyId,
    ticketId,
    id: demoUuid(62, serial * 10 + index),
    body:
      index % 2 === 0
        ? 'Kiitos ilmoituksesta, selvitämme asiaa ja palaamme pian.'
        : 'Kiitos, odotamme tietoa. Vika näkyy edelleen aamuisin.',
    authorName: index % 2 === 0 ? OPERATOR : (AUTHORS[serial % AUTHORS.length] ?? 'Maria Manninen'),
    fromOperator: index % 2 === 0,
    createdAt: new Date(at.getTime() + (index + 1) * HOUR),
  }));
  if (comments.length > 0) await db.insert(ticketComments).values(comments);
  if (serial % 5 !== 0) return;
  const fileName = serial % 10 === 0 ? `lokit-${serial}.csv` : `kuvaus-${serial}.txt`;
  const text = Buffer.from(demoAttachmentText(fileName));
  const storageName = `demo-${serial}`;
  // Stored like any upload, under the key the tickets module reads attachments by.
  await files.write(`tickets/${storageName}`, [text]);
  await db.insert(ticketAttachments).values({
    companyId,
    ticketId,
    id: demoUuid(63, serial),
    fileName,
    contentType: fileName.endsWith('.csv') ? 'text/csv' : 'text/plain',
    sizeBytes: text.length,
    storageName,
    uploadedByName: AUTHORS[serial % AUTHORS.length] ?? 'Maria Manninen',
    createdAt: at,
  });
}
