import { BULK_ERROR_KEYS, type CheckedBulkRow } from '@kaista/domain/orders';
import { isEnded, type ServiceStatus } from '@kaista/domain/services';
import type { Database } from '../../db/client';
import { BulkOrdersRepo, type BulkProduct } from './bulk-orders.repo';

/** The catalogue's mobile subscriptions a bulk row may order (each row has a SIM card). */
const MOBILE_ROOTS = ['MOBILE_VOICE', 'MOBILE_BROADBAND'];
const PACKAGE_OFFERINGS = ['SUBSCRIPTION', 'BROADBAND'];
export const NUMBER_TYPE_OF_ROOT: Record<string, string> = {
  MOBILE_VOICE: 'VOICE_POSTPAID',
  MOBILE_BROADBAND: 'DATA_POSTPAID',
};

/** What a checked row orders, once the company's own data has been looked up. */
export interface PlannedRow {
  row: CheckedBulkRow;
  product: BulkProduct | null;
  /** A package change's subscription. */
  targetId: string | null;
  costCentre: { id: string; name: string } | null;
  payer: { id: string; number: string; name: string } | null;
}

/**
 * The company's data the rows name: products, cost centres, billing agreements, the subscriptions a change
 * targets with their current packages, SIM cards and numbers in use. One read after another: in the submit,
 * `db` is its transaction, one connection, which answers one query at a time (pg no longer queues a second
 * one for it from version 9).
 */
async function companyDataOf(repo: BulkOrdersRepo, companyId: string, rows: CheckedBulkRow[]) {
  const codes = [...new Set(rows.map((row) => row.values.package.toUpperCase()).filter(Boolean))];
  const news = rows.filter((row) => row.action === 'NEW');
  const changes = rows.filter((row) => row.action === 'CHANGE');
  const products = await repo.products({ codes });
  const costCentres = await repo.costCentres(companyId, [
    ...new Set(rows.map((row) => row.values.costCentre).filter(Boolean)),
  ]);
  const payers = await repo.payers(companyId, [
    ...new Set(rows.map((row) => row.values.payer).filter(Boolean)),
  ]);
  const subscriptions = await repo.subscriptions(
    companyId,
    changes.flatMap((row) => (row.number ? [row.number] : [])),
  );
  const iccidsInUse = await repo.iccidsInUse(news.map((row) => row.values.iccid).filter(Boolean));
  const currentPackages = new Map(
    (await repo.products({ codes: [...new Set(subscriptions.map((service) => service.packageCode))] })).map(
      (product) => [product.code, product],
    ),
  );
  const chosenNumbers = news.filter((row) => !row.portIn && row.number).map((row) => row.number!);
  const portIns = news.filter((row) => row.portIn && row.number).map((row) => row.number!);
  const free = await repo.freeNumbers(companyId, chosenNumbers);
  const known = await repo.knownNumbers(companyId, portIns);
  return {
    productOf: new Map(products.map((product) => [product.code, product])),
    costCentres,
    payers,
    subscriptionOf: new Map(subscriptions.map((service) => [service.number, service])),
    currentPackages,
    iccidsInUse,
    chosenNumbers,
    free,
    known,
  };
}

/** The rows the domain's rules checked, through the company's data; each problem is told on its row. */
export async function plannedRows(
  db: Database,
  companyId: string,
  rows: CheckedBulkRow[],
): Promise<PlannedRow[]> {
  const repo = new BulkOrdersRepo(db);
  const fail = (row: CheckedBulkRow, column: CheckedBulkRow['errors'][number]['column'], key: string) =>
    row.errors.push({ column, key });
  const {
    productOf,
    costCentres,
    payers,
    subscriptionOf,
    currentPackages,
    iccidsInUse,
    chosenNumbers,
    free,
    known,
  } = await companyDataOf(repo, companyId, rows);
  const freeLeft = new Map<string, number>();

  const planned: PlannedRow[] = [];
  for (const row of rows) {
    const product = productOf.get(row.values.package.toUpperCase()) ?? null;
    if (row.values.package && !product) fail(row, 'package', BULK_ERROR_KEYS.packageUnknown);
    const mobile =
      product &&
      PACKAGE_OFFERINGS.includes(product.offeringType) &&
      MOBILE_ROOTS.includes(product.rootTemplateId ?? '');
    if (product && !mobile) fail(row, 'package', BULK_ERROR_KEYS.packageKind);
    const costCentre = row.values.costCentre
      ? (costCentres.get(row.values.costCentre.toLowerCase()) ?? null)
      : null;
    if (row.values.costCentre && !costCentre) fail(row, 'costCentre', BULK_ERROR_KEYS.costCentreUnknown);
    const payer = row.values.payer ? (payers.get(row.values.payer.toLowerCase()) ?? null) : null;
    if (row.values.payer && !payer) fail(row, 'payer', BULK_ERROR_KEYS.payerUnknown);
    let targetId: string | null = null;
    if (row.action === 'CHANGE' && row.number) {
      const service = subscriptionOf.get(row.number);
      if (!service || isEnded(service.status as ServiceStatus))
        fail(row, 'number', BULK_ERROR_KEYS.subscriptionUnknown);
      else {
        targetId = service.id;
        const current = currentPackages.get(service.packageCode);
        if (product && service.packageCode === product.code)
          fail(row, 'package', BULK_ERROR_KEYS.packageSame);
        else if (mobile && current && current.rootTemplateId !== product.rootTemplateId)
          fail(row, 'package', BULK_ERROR_KEYS.packageKind);
      }
    }
    if (row.action === 'NEW' && mobile) {
      const numberType = NUMBER_TYPE_OF_ROOT[product.rootTemplateId ?? '']!;
      if (row.values.iccid && iccidsInUse.has(row.values.iccid))
        fail(row, 'iccid', BULK_ERROR_KEYS.iccidInUse);
      if (row.number && row.portIn && known.has(row.number)) fail(row, 'number', BULK_ERROR_KEYS.numberInUse);
      if (row.number && !row.portIn && free.get(row.number) !== numberType)
        fail(row, 'number', BULK_ERROR_KEYS.numberNotFree);
      if (!row.number && !row.portIn) {
        if (!freeLeft.has(numberType)) freeLeft.set(numberType, await repo.freeCount(companyId, numberType));
        // Numbers chosen by other rows are free now, but taken by this order before the open ones are.
        const chosenOfType = chosenNumbers.filter((number) => free.get(number) === numberType).length;
        const left = freeLeft.get(numberType)! - chosenOfType;
        if (left <= 0) fail(row, 'number', BULK_ERROR_KEYS.noFreeNumbers);
        else freeLeft.set(numberType, freeLeft.get(numberType)! - 1);
      }
    }
    planned.push({ row, product, targetId, costCentre, payer });
  }
  return planned;
}
