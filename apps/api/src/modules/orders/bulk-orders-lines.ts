import type { BulkOrderAction } from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import { apiError } from '../../http-errors';
import { BulkOrdersRepo, type BulkProduct, type NewBulkItem } from './bulk-orders.repo';
import { NUMBER_TYPE_OF_ROOT, type PlannedRow } from './bulk-orders-rows';

/**
 * A line per row. A new subscription is its package (with its user, cost centre and billing agreement),
 * its number (a chosen or the next free one of the range, or a port-in) and its SIM card; a package change
 * is the new package with the subscription it changes.
 */
export async function bulkOrderItems(
  tx: Database,
  companyId: string,
  cartCode: string,
  orderType: BulkOrderAction,
  rows: readonly PlannedRow[],
): Promise<NewBulkItem[]> {
  const repo = new BulkOrdersRepo(tx);
  const components = await repo.products({
    offeringTypes: ['NUMBER_CSN', 'NUMBER_NEW', 'NUMBER_PORT_IN', 'SIM'],
  });
  const component = (offeringType: string, numberType: string | null) =>
    components.find(
      (product) =>
        product.offeringType === offeringType && (numberType === null || product.numberType === numberType),
    ) ?? null;
  const sim = component('SIM', null);
  const items: NewBulkItem[] = [];
  const push = (line: number, product: BulkProduct, characteristics: Record<string, string>) =>
    items.push({
      itemNo: items.length + 1,
      orderlineBundleNo: line,
      bundleNo: line,
      productCode: product.code,
      productName: product.name,
      offeringType: product.offeringType,
      oneTimeCents: product.oneTimeCents,
      monthlyCents: product.monthlyCents,
      characteristics,
    });
  // Chosen numbers first, so the open rows take the next free ones after them.
  for (const { row } of rows)
    if (
      orderType === 'NEW' &&
      row.number &&
      !row.portIn &&
      !(await repo.takeNumber(companyId, row.number, cartCode))
    )
      throw apiError('NUMBER_RESERVATION_FAILED', `The number ${row.number} is no longer free.`);
  for (const [index, planned] of rows.entries()) {
    const { row, product } = planned;
    const line = index + 1;
    if (!product) continue;
    const billing: Record<string, string> = {
      ...(planned.costCentre
        ? { costCenter: planned.costCentre.name, costCenterId: planned.costCentre.id }
        : {}),
      ...(planned.payer ? { payerAccountId: planned.payer.id, payerNumber: planned.payer.number } : {}),
    };
    if (orderType === 'CHANGE') {
      push(line, product, { number: row.number!, targetSubscriptionId: planned.targetId!, ...billing });
      continue;
    }
    const numberType = NUMBER_TYPE_OF_ROOT[product.rootTemplateId ?? '']!;
    let number = row.number;
    if (!number) {
      number = await repo.takeNext(companyId, numberType, cartCode);
      if (!number) throw apiError('NUMBER_RESERVATION_FAILED', 'The company has no free numbers left.');
    }
    push(line, product, { userName: row.values.endUser, contactName: row.values.endUser, ...billing });
    // The number is the company's register's (decision 011): its CSN product where the catalogue has one.
    const numberProduct = row.portIn
      ? component('NUMBER_PORT_IN', null)
      : (component('NUMBER_CSN', numberType) ?? component('NUMBER_NEW', numberType));
    if (numberProduct) push(line, numberProduct, { number });
    if (sim) push(line, sim, { ICCID: row.values.iccid });
  }
  return items;
}
