import { selectionCostCentreId } from '@kaista/domain/ordering';
import type { ServiceType } from '@kaista/domain/services';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { services } from '../../db/schema';
import { isUuid } from '../../db/uuid-text';
import { SERVICE_OFFERINGS, orderedApns, type CompletedOrder, type OrderedItem } from './completed-order';

export type CatalogueRow = {
  code: string;
  category: string;
  rootTemplateId: string | null;
  numberType: string | null;
};
export type NewService = typeof services.$inferInsert;

const ADD_ONS = ['DATA_PACKAGE', 'VOICE_PACKAGE', 'MOBILE_CERTIFICATE'];

function serviceTypeOf(product: CatalogueRow | undefined, numberType: string | null): ServiceType {
  if (product?.category === 'switchboard') return 'switchboard';
  if (product?.rootTemplateId === 'FIXED_BROADBAND') return 'broadband';
  if (product?.category === 'broadband' || numberType === 'DATA_POSTPAID') return 'mobile-broadband';
  return 'mobile';
}

/** The ISO day `months` after `day` (a contract from 31 January for one month ends 3 March, as Date rolls). */
function plusMonths(day: string, months: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Numbers are kept in E.164; a number typed as Finns write it (040…) is turned into it. */
const e164 = (number: string) => number.replace(/[\s-]/g, '').replace(/^0(?=\d)/, '+358');

const uuidOrNull = (value: string | undefined) => (value && isUuid(value) ? value : null);

/**
 * The selections of a NEW order that become a service (those with a subscription or broadband), as new
 * rows: one per selection, so an order line of quantity three makes three services, each with its own number,
 * user and price.
 */
export function newServiceRows(order: CompletedOrder, catalogue: Map<string, CatalogueRow>): NewService[] {
  const bundles = new Map<number, OrderedItem[]>();
  for (const item of order.items) {
    bundles.set(item.bundleNo, [...(bundles.get(item.bundleNo) ?? []), item]);
  }
  const rows: NewService[] = [];
  for (const [bundleNo, items] of bundles) {
    const main = items.find((item) => SERVICE_OFFERINGS.includes(item.offeringType));
    if (!main) continue;
    rows.push(serviceOf(order, bundleNo, main, items, catalogue));
  }
  return rows;
}

function serviceOf(
  order: CompletedOrder,
  bundleNo: number,
  main: OrderedItem,
  items: readonly OrderedItem[],
  catalogue: Map<string, CatalogueRow>,
): NewService {
  const { billing } = order;
  const value = (code: string) => items.map((item) => item.characteristics[code]).find(Boolean);
  const numberItem = items.find((item) => item.characteristics.number);
  const numberType = numberItem ? (catalogue.get(numberItem.productCode)?.numberType ?? null) : null;
  const today = helsinkiToday();
  const termMonths = Number(value('fixedTermContract') ?? 0);
  const number = value('number');
  // §4 activate SIM: a SIM card sent by post is activated by its holder with the card's ICCID, so until then
  // the subscription is NEW; one ordered with its card's ICCID (a card the company has) or an eSIM is ACTIVE.
  const awaitsSimCard = items.some((item) => item.offeringType === 'SIM') && !value('ICCID');
  return {
    companyId: order.companyId,
    number: number ? e164(number) : `L${order.orderNumber}-${bundleNo}`,
    numberType: numberType ?? (number ? 'VOICE_POSTPAID' : 'FIXED'),
    type: serviceTypeOf(catalogue.get(main.productCode), numberType),
    status: awaitsSimCard ? 'NEW' : 'ACTIVE',
    iccid: value('ICCID') ?? null,
    userName: value('userName') ?? value('contactName') ?? null,
    packageCode: main.productCode,
    packageName: main.productName,
    monthlyPriceCents: items.reduce((sum, item) => sum + item.monthlyCents, 0),
    addOns: items
      .filter((item) => ADD_ONS.includes(item.offeringType))
      .map((item) => ({ code: item.productCode, name: item.productName })),
    barrings: items.filter((item) => item.offeringType === 'BARRING').map((item) => item.productName),
    apns: items.flatMap((item) => orderedApns(item) ?? []),
    // A line of its own billing (a bulk order's row) before the order's payer.
    payerId: uuidOrNull(value('payerAccountId')) ?? billing.payerId,
    costPoolId: selectionCostCentreId(items, billing.costPoolId),
    originOrderId: order.orderId,
    contractStart: today,
    fixedTermEnd: termMonths > 0 ? plusMonths(today, termMonths) : null,
  };
}
