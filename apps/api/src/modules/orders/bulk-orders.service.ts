import { createHash } from 'node:crypto';
import {
  BULK_ERROR_KEYS,
  BULK_FILE_ERROR_KEYS,
  BULK_ORDER_LIMITS,
  ORDER_FULFILMENT_JOB,
  bulkTableRows,
  checkBulkRows,
  approvalConditionOf,
  approvalOf,
  type BulkCheck,
  type BulkCheckedRow,
  type BulkOrderAction,
  type BulkSubmit,
  type CheckedBulkRow,
  type OrderFulfilmentJob,
} from '@kaista/domain/orders';
import type { ApprovalRequested } from '@kaista/domain/ordering';
import { isEnded, type ServiceStatus } from '@kaista/domain/services';
import type { Database } from '../../db/client';
import type { EmailMessage } from '../../integrations/email/email-gateway';
import type { JobRunner } from '../../jobs/job-runner';
import { apiError, badRequest, notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import { ApprovalRulesRepo } from './approval-rules.repo';
import type { BulkOrderTable } from './bulk-order-file';
import { BulkOrdersRepo, type BulkProduct, type NewBulkItem } from './bulk-orders.repo';
import { fileOrderRequest, ORDER_REQUEST_MAIL_JOB } from './order-requests.service';

/** The catalogue's mobile subscriptions a bulk row may order (each row has a SIM card). */
const MOBILE_ROOTS = ['MOBILE_VOICE', 'MOBILE_BROADBAND'];
const PACKAGE_OFFERINGS = ['SUBSCRIPTION', 'BROADBAND'];
const NUMBER_TYPE_OF_ROOT: Record<string, string> = {
  MOBILE_VOICE: 'VOICE_POSTPAID',
  MOBILE_BROADBAND: 'DATA_POSTPAID',
};

/** What a checked row orders, once the company's own data has been looked up. */
interface PlannedRow {
  row: CheckedBulkRow;
  product: BulkProduct | null;
  /** A package change's subscription. */
  targetId: string | null;
  costCentre: { id: string; name: string } | null;
  payer: { id: string; number: string; name: string } | null;
}

interface Plan {
  fileErrors: BulkCheck['fileErrors'];
  orderType: BulkOrderAction | null;
  rows: PlannedRow[];
}

const transactionOf = (tx: unknown) => tx as Database;

/**
 * A file's one order gets a cart code of its own made from the company, the orderer and the file's content, so
 * the one-order-per-cart index refuses the same file ordered twice (a double click, a retry after a lost answer).
 */
function cartCodeOf(companyId: string, userId: string, sha256: string): string {
  const hex = createHash('sha256').update(`bulk-order:${companyId}:${userId}:${sha256}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Bulk orders (issue 11): a file of new subscriptions or package changes, checked row by row with the domain's
 * rules and the company's own data (its catalogue, number range, services, cost centres and billing agreements),
 * then made one order with a line per row: the same fulfilment as any order, the same approval rules, and an
 * order confirmation to the orderer.
 */
export class BulkOrdersService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobRunner,
  ) {}

  ownUser(access: CompanyAccess, uid: string): void {
    if (uid !== access.user.id) throw notFound('User');
  }

  async check(access: CompanyAccess, uid: string, file: BulkOrderTable): Promise<BulkCheck> {
    this.ownUser(access, uid);
    return this.answer(file.fileName, await this.plan(this.db, access.companyId, file));
  }

  private answer(fileName: string, plan: Plan): BulkCheck {
    const rows: BulkCheckedRow[] = plan.rows.map(({ row, product }) => ({
      rowNumber: row.rowNumber,
      values: row.values,
      packageName: product?.name ?? null,
      monthlyCents: product?.monthlyCents ?? 0,
      errors: row.errors,
    }));
    const valid = plan.rows.filter((planned) => planned.row.errors.length === 0);
    return {
      fileName,
      fileErrors: plan.fileErrors,
      orderType: plan.orderType,
      rows,
      errorRows: rows.length - valid.length,
      monthlyCents: valid.reduce((sum, planned) => sum + (planned.product?.monthlyCents ?? 0), 0),
      oneTimeCents: valid.reduce((sum, planned) => sum + (planned.product?.oneTimeCents ?? 0), 0),
    };
  }

  /** Every row through the domain's rules, then through the company's data; nothing is written. */
  private async plan(db: Database, companyId: string, file: BulkOrderTable): Promise<Plan> {
    if (file.unreadable)
      return {
        fileErrors: [{ key: BULK_FILE_ERROR_KEYS.unreadable, columns: [] }],
        orderType: null,
        rows: [],
      };
    const { missingColumns, rows: tableRows } = bulkTableRows(file.table);
    const fileErrors: BulkCheck['fileErrors'] = [];
    if (missingColumns.length > 0)
      fileErrors.push({ key: BULK_FILE_ERROR_KEYS.missingColumns, columns: missingColumns });
    if (tableRows.length === 0) fileErrors.push({ key: BULK_FILE_ERROR_KEYS.noRows, columns: [] });
    if (tableRows.length > BULK_ORDER_LIMITS.rowsMax)
      fileErrors.push({ key: BULK_FILE_ERROR_KEYS.tooManyRows, columns: [] });
    if (fileErrors.length > 0) return { fileErrors, orderType: null, rows: [] };

    const { rows, action } = checkBulkRows(tableRows);
    const repo = new BulkOrdersRepo(db);
    const fail = (row: CheckedBulkRow, column: CheckedBulkRow['errors'][number]['column'], key: string) =>
      row.errors.push({ column, key });
    const codes = [...new Set(rows.map((row) => row.values.package.toUpperCase()).filter(Boolean))];
    const news = rows.filter((row) => row.action === 'NEW');
    const changes = rows.filter((row) => row.action === 'CHANGE');
    // One read after another: in the submit, `db` is its transaction, one connection, which answers one query
    // at a time (pg no longer queues a second one for it from version 9).
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
    const productOf = new Map(products.map((product) => [product.code, product]));
    const subscriptionOf = new Map(subscriptions.map((service) => [service.number, service]));
    const currentPackages = new Map(
      (await repo.products({ codes: [...new Set(subscriptions.map((service) => service.packageCode))] })).map(
        (product) => [product.code, product],
      ),
    );
    const chosenNumbers = news.filter((row) => !row.portIn && row.number).map((row) => row.number!);
    const portIns = news.filter((row) => row.portIn && row.number).map((row) => row.number!);
    const free = await repo.freeNumbers(companyId, chosenNumbers);
    const known = await repo.knownNumbers(companyId, portIns);
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
        if (row.number && row.portIn && known.has(row.number))
          fail(row, 'number', BULK_ERROR_KEYS.numberInUse);
        if (row.number && !row.portIn && free.get(row.number) !== numberType)
          fail(row, 'number', BULK_ERROR_KEYS.numberNotFree);
        if (!row.number && !row.portIn) {
          if (!freeLeft.has(numberType))
            freeLeft.set(numberType, await repo.freeCount(companyId, numberType));
          // Numbers chosen by other rows are free now, but taken by this order before the open ones are.
          const chosenOfType = chosenNumbers.filter((number) => free.get(number) === numberType).length;
          const left = freeLeft.get(numberType)! - chosenOfType;
          if (left <= 0) fail(row, 'number', BULK_ERROR_KEYS.noFreeNumbers);
          else freeLeft.set(numberType, freeLeft.get(numberType)! - 1);
        }
      }
      planned.push({ row, product, targetId, costCentre, payer });
    }
    return { fileErrors: [], orderType: action, rows: planned };
  }

  /**
   * The file becomes one order, or, when the order meets an approval rule that does not name the orderer, an
   * order request to the rule's approvers holding the file (issue 11): proceeding with it orders the file.
   */
  async submit(
    access: CompanyAccess,
    uid: string,
    file: BulkOrderTable,
    audit: AuditRecorder,
  ): Promise<BulkSubmit | ApprovalRequested> {
    this.ownUser(access, uid);
    return this.db.transaction(async (transaction) => {
      const tx = transactionOf(transaction);
      const checkedPlan = await this.checkedPlan(tx, access, file);
      const { plan, checked, orderType } = checkedPlan;
      const held = await this.approvalNeeded(tx, access, orderType, plan, checked);
      if (!held) {
        const { cartCode: _cartCode, ...made } = await this.makeOrder(tx, access, checkedPlan, audit);
        return made;
      }
      const request = await fileOrderRequest(
        tx,
        this.jobs,
        access,
        {
          lines: [],
          summary: `${file.fileName}: ${plan.rows.length} × ${orderType === 'NEW' ? 'NEW' : 'CHANGE'}`,
          oneTimeCents: checked.oneTimeCents,
          monthlyCents: checked.monthlyCents,
          bulkFile: { fileName: file.fileName, sha256: file.sha256, table: file.table },
        },
        audit,
        held.approverIds,
      );
      const approvers = await new ApprovalRulesRepo(tx).approvers(access.companyId, held.approverIds);
      return {
        approvalRequired: true as const,
        orderRequestId: request.id,
        orderRequestNumber: String(request.requestNumber),
        approverNames: approvers.map((approver) => approver.name),
      };
    });
  }

  /** The file checked as the dry run checks it; any problem refuses it (400). */
  private async checkedPlan(tx: Database, access: CompanyAccess, file: BulkOrderTable) {
    const companyId = access.companyId;
    const cartCode = cartCodeOf(companyId, access.user.id, file.sha256);
    const earlier = await new BulkOrdersRepo(tx).orderOfCart(companyId, cartCode);
    if (earlier)
      throw apiError('ILLEGAL_STATE', `This file was already ordered as order ${earlier.orderNumber}.`);
    const plan = await this.plan(tx, companyId, file);
    const checked = this.answer(file.fileName, plan);
    if (checked.fileErrors.length > 0 || checked.errorRows > 0 || !plan.orderType)
      throw badRequest(
        `The file has problems on ${checked.errorRows} rows: check it first and correct them.`,
        {
          file: checked.fileErrors[0]?.key ?? 'orders.bulk.error.rows',
        },
      );
    return { plan, checked, orderType: plan.orderType, cartCode };
  }

  /**
   * The file made one order by the caller in `tx`: a submit that needs no approval, or an approver proceeding
   * with a request that holds the file (checked again, as the company's data may have changed since).
   */
  async orderFile(
    tx: Database,
    access: CompanyAccess,
    file: Pick<BulkOrderTable, 'fileName' | 'sha256' | 'table'>,
    audit: AuditRecorder,
  ): Promise<BulkSubmit & { cartCode: string }> {
    return this.makeOrder(
      tx,
      access,
      await this.checkedPlan(tx, access, { ...file, unreadable: false }),
      audit,
    );
  }

  private async makeOrder(
    tx: Database,
    access: CompanyAccess,
    { plan, checked, orderType, cartCode }: Awaited<ReturnType<BulkOrdersService['checkedPlan']>>,
    audit: AuditRecorder,
  ): Promise<BulkSubmit & { cartCode: string }> {
    const companyId = access.companyId;
    const repo = new BulkOrdersRepo(tx);
    const items = await this.items(tx, companyId, cartCode, orderType, plan.rows);
    const order = await repo.insert(
      {
        companyId,
        cartCode,
        userId: access.user.id,
        userName: displayName(access.user),
        actingUserId: access.operator?.id ?? null,
        status: 'SUBMITTED',
        orderType,
        manualCheckRequired: false,
        oneTimeCents: checked.oneTimeCents,
        monthlyCents: checked.monthlyCents,
      },
      items,
    );
    const job: OrderFulfilmentJob = { companyId, orderId: order.id, status: order.status };
    await this.jobs.enqueue(ORDER_FULFILMENT_JOB, job, tx);
    await this.jobs.enqueue(ORDER_REQUEST_MAIL_JOB, this.confirmation(access, order, plan), tx);
    await audit('order.bulk-submit', `#${order.orderNumber} (${plan.rows.length} lines)`)(tx);
    return {
      orderId: order.id,
      orderNumber: String(order.orderNumber),
      orderType,
      lines: plan.rows.length,
      cartCode,
    };
  }

  /**
   * Issue 11: the approval rules a bulk order meets that do not name its orderer, with their approvers; null
   * when the order may be made.
   */
  private async approvalNeeded(
    tx: Database,
    access: CompanyAccess,
    orderType: BulkOrderAction,
    plan: Plan,
    checked: BulkCheck,
  ) {
    const repo = new ApprovalRulesRepo(tx);
    const rows = await repo.list(access.companyId);
    if (rows.length === 0) return null;
    const everyApprover = (await repo.approvers(access.companyId)).map((approver) => approver.id);
    return approvalOf(
      rows.map((row) => ({
        condition: approvalConditionOf(row),
        approverIds: row.approverIds.length > 0 ? row.approverIds : everyApprover,
      })),
      {
        monthlyCents: checked.monthlyCents,
        oneTimeCents: checked.oneTimeCents,
        orderType,
        productCodes: plan.rows.flatMap((planned) => (planned.product ? [planned.product.code] : [])),
      },
      access.user.id,
    );
  }

  /**
   * A line per row. A new subscription is its package (with its user, cost centre and billing agreement),
   * its number (a chosen or the next free one of the range, or a port-in) and its SIM card; a package change
   * is the new package with the subscription it changes.
   */
  private async items(
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

  /** The order confirmation to the orderer, as a cart's confirmation contacts get theirs. */
  private confirmation(
    access: CompanyAccess,
    order: { id: string; orderNumber: number; companyId: string; monthlyCents: number },
    plan: Plan,
  ): EmailMessage {
    const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
    const lines = plan.rows
      .map(({ row, product }) =>
        `- ${row.rowNumber}: ${product?.name ?? row.values.package} ${row.number ?? ''}`.trimEnd(),
      )
      .join('\n');
    return {
      to: access.user.email,
      subject: `Tilausvahvistus ${order.orderNumber} / Order confirmation ${order.orderNumber}`,
      text:
        `Joukkotilauksesi ${order.orderNumber} (${plan.rows.length} riviä) on vastaanotettu. / ` +
        `Your bulk order ${order.orderNumber} (${plan.rows.length} lines) was received.\n\n` +
        `${lines}\n\n` +
        `Kuukausimaksut / Monthly: ${euros(order.monthlyCents)}\n\n` +
        `Kaista: /${order.companyId}/orders/${order.id}`,
    };
  }
}
