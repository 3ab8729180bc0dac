import { randomUUID } from 'node:crypto';
import {
  analyticsItems,
  DEFAULT_CREDIT_LIMIT_CENTS,
  commitmentCents,
  preorderFieldErrors,
  preorderPoaRefusal,
  priceTotals,
  requiresManualCheck,
  valueKey,
  type BundleStructure,
  type CompositeEntry,
  type ApprovalRequested,
  type CartLine,
  type OrderSubmitResult,
} from '@kaista/domain/ordering';
import { ORDER_FULFILMENT_JOB, type OrderFulfilmentJob } from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import type { EmailMessage } from '../../integrations/email/email-gateway';
import type { JobRunner } from '../../jobs/job-runner';
import { apiError, badRequest } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import type { CartDetailsService } from './cart-details.service';
import { lockItemExpired, rangeNumbers } from './cart-numbers';
import { CartsRepo, type CartRow } from './carts.repo';
import type { CartsService } from './carts.service';
import { NumberRanges } from './number-ranges';
import { AnalyticsRepo } from './analytics.repo';
import type { OrderApprovalDesk } from './order-approval';
import { OrdersRepo, type NewOrderItem, type OrderRequestRow, type OrderRow } from './orders.repo';

/** The order confirmation and the requester's notice, queued in the submit's transaction. */
export const ORDER_MAIL_JOB = 'ordering.order-mail';

/** What the mails tell of an order: known before the order is written (it is written last). */
type MailedOrder = Pick<OrderRow, 'id' | 'companyId' | 'orderNumber' | 'oneTimeCents' | 'monthlyCents'>;

/** §3 cart contacts: each confirmation address gets the order's number, lines and totals. */
function confirmationMail(to: string, order: MailedOrder, items: readonly NewOrderItem[]): EmailMessage {
  const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
  const lines = items.map((item) => `- ${item.productName}`).join('\n');
  return {
    to,
    subject: `Tilausvahvistus ${order.orderNumber} / Order confirmation ${order.orderNumber}`,
    text:
      `Tilauksesi ${order.orderNumber} on vastaanotettu. / Your order ${order.orderNumber} was received.\n\n` +
      `${lines}\n\n` +
      `Kertamaksut / One-time: ${euros(order.oneTimeCents)}\n` +
      `Kuukausimaksut / Monthly: ${euros(order.monthlyCents)}\n\n` +
      `Kaista: /${order.companyId}/orders/${order.id}`,
  };
}

/** §4: the employee learns that their request was ordered. */
function requestOrderedMail(request: OrderRequestRow, order: MailedOrder): EmailMessage {
  return {
    to: request.requesterEmail,
    subject: `Tilauspyyntösi ${request.requestNumber} tilattiin / Your order request was ordered`,
    text:
      `${request.decidedByName} tilasi pyyntösi (${request.summary}): tilaus ${order.orderNumber}.\n` +
      `${request.decidedByName} ordered your request (${request.summary}): order ${order.orderNumber}.`,
  };
}

/**
 * A product's composite rows as ordered: the catalogue's standard entries (the standard APN comes with every
 * subscription) before the orderer's own, by characteristic code; a composite with none is left out.
 */
function orderedComposites(
  product: BundleStructure['products'][number],
  given: Readonly<Record<string, CompositeEntry[]>>,
): Record<string, CompositeEntry[]> {
  return Object.fromEntries(
    product.characteristics.flatMap(({ code, composite }) => {
      if (!composite) return [];
      const entries = [...composite.standardEntries, ...(given[valueKey(product.code, code)] ?? [])];
      return entries.length > 0 ? [[code, entries]] : [];
    }),
  );
}

/** Every product of every selection as an order item, with its values and its share of the prices. */
function orderItems(
  lines: readonly CartLine[],
  structures: ReadonlyMap<string, BundleStructure>,
): NewOrderItem[] {
  let itemNo = 0;
  return lines.flatMap((line) => {
    const structure = structures.get(line.rootBundleTemplateId)!;
    return line.selections.flatMap((selection) =>
      line.products.flatMap((chosen) => {
        const product = structure.products.find((candidate) => candidate.code === chosen.productCode);
        if (!product) return [];
        const totals = priceTotals(product.prices);
        const prefix = `${product.code}.`;
        const values = Object.entries(selection.values).filter(([key]) => key.startsWith(prefix));
        itemNo += 1;
        return [
          {
            itemNo,
            orderlineBundleNo: line.orderlineBundleNo,
            bundleNo: selection.bundleNo,
            productCode: product.code,
            productName: product.name,
            offeringType: product.offeringType,
            oneTimeCents: totals.oneTimeCents,
            monthlyCents: totals.monthlyCents,
            characteristics: Object.fromEntries(
              values.map(([key, value]) => [key.slice(prefix.length), value]),
            ),
            compositeValues: orderedComposites(product, selection.composites ?? {}),
          },
        ];
      }),
    );
  });
}

/**
 * §4 submit: a complete cart becomes an order in one transaction with its stock taken and its numbers (the
 * reserved ones, and the next free one for a new number left open); the credit check decides whether it
 * waits for a manual check. The cart is then no longer the user's active cart. The cart's confirmation
 * contacts get the order confirmation by e-mail; a cart made from an order request completes that request and
 * tells its employee.
 */
export class OrderSubmitService {
  constructor(
    private readonly db: Database,
    private readonly carts: CartsService,
    private readonly details: CartDetailsService,
    private readonly jobs: JobRunner,
    private readonly approvals: OrderApprovalDesk,
  ) {}

  /**
   * The order, or (issue 11) the order request the cart became when the company's approval rules hold the
   * order back; `audit` records that request.
   */
  async submit(
    access: CompanyAccess,
    uid: string,
    cartId: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<OrderSubmitResult | ApprovalRequested> {
    const row = await this.carts.get(access, uid, cartId);
    if (row.lines.length === 0) throw apiError('ILLEGAL_STATE', 'Invalid cart state');
    // §5: order creation is blocked if any action of the pre-order check is not overall SUCCESS.
    const { result: check, cart, structures } = await this.details.checkRow(row, undefined, this.db);
    if (check.actions.some((action) => action.action === 'SALES_BAN' && action.overall !== 'SUCCESS'))
      throw apiError('SALES_BAN', 'The company is under a sales ban; no new orders can be made.');
    if (check.overall !== 'SUCCESS') {
      // §4: a port-in's owner change without the holder's signed power of attorney is named by its POA_* code.
      const poa = preorderPoaRefusal(check);
      const message = poa
        ? 'A port-in with an owner change needs the holder’s signed power of attorney.'
        : 'The order cannot be made yet.';
      throw badRequest(message, preorderFieldErrors(check), poa ?? undefined);
    }
    const commitment = row.lines.reduce((sum, line) => {
      const structure = structures.get(line.rootBundleTemplateId)!;
      return line.products.reduce((inner, chosen) => {
        const product = structure.products.find((candidate) => candidate.code === chosen.productCode);
        return inner + (product ? commitmentCents(product.prices, line.selections.length) : 0);
      }, sum);
    }, 0);
    const manualCheckRequired = requiresManualCheck(commitment, DEFAULT_CREDIT_LIMIT_CENTS);
    const submitted = await this.db.transaction(async (tx) => {
      // Issue 11: an order meeting one of the company's approval rules becomes a request to its approvers.
      const held = await this.approvals.holdForApproval(
        tx,
        access,
        {
          code: row.code,
          version: expected ?? row.version,
          lines: row.lines,
          monthlyCents: cart.totals.monthlyCents,
          oneTimeCents: cart.totals.oneTimeCents,
        },
        audit,
      );
      if (held) return { held, order: null, request: null };
      await new CartsRepo(tx).markSubmitted(row, expected ?? row.version);
      const orders = new OrdersRepo(tx);
      // The order's id and number come first, so that it can be written last: its insert locks the company's
      // kept order counts (and the stock take the devices' rows), rows every submit of the company shares.
      // Written last, a submit holds them for one round trip and its commit, not for the whole transaction,
      // and paced submits do not queue behind each other (bench `npm run submit`).
      const planned = {
        id: randomUUID(),
        companyId: row.companyId,
        orderNumber: await orders.nextOrderNumber(),
        status: manualCheckRequired ? 'HOLD' : 'SUBMITTED',
        oneTimeCents: cart.totals.oneTimeCents,
        monthlyCents: cart.totals.monthlyCents,
      };
      await this.takeNumbers(tx, row, structures);
      // After the numbers: a new number left open is now the one taken.
      const items = orderItems(row.lines, structures);
      const request = await orders.completeRequestOf(row.companyId, row.code, displayName(access.user));
      const mails = cart.details.contacts.map((to) => confirmationMail(to, planned, items));
      if (request) mails.push(requestOrderedMail(request, planned));
      // The order goes to fulfilment (the orders area's job) exactly when it is kept; the job, the mails and
      // the analytics event are written in the order's statement.
      const job: OrderFulfilmentJob = {
        companyId: planned.companyId,
        orderId: planned.id,
        status: planned.status,
      };
      const purchase = new AnalyticsRepo(tx).insertion({
        companyId: row.companyId,
        userId: row.userId,
        event: 'purchase',
        cartCode: row.code,
        items: analyticsItems(row.lines),
        orderNumber: planned.orderNumber,
      });
      const alongside = [
        this.jobs.insertion(ORDER_FULFILMENT_JOB, job, tx),
        ...mails.map((mail) => this.jobs.insertion(ORDER_MAIL_JOB, mail, tx)),
        ...(purchase ? [purchase] : []),
      ];
      // The shared rows last: the stock, then the order with its items.
      await this.takeStock(tx, row, structures);
      const created = await orders.insert(
        {
          ...planned,
          cartCode: row.code,
          userId: access.user.id,
          userName: displayName(access.user),
          actingUserId: access.operator?.id ?? null,
          orderType: 'NEW',
          manualCheckRequired,
          details: cart.details,
        },
        items,
        alongside,
      );
      return { held: null, order: created, request };
    });
    const { held, order, request } = submitted;
    if (held || !order) return held!;
    // Committed: the runner takes the fulfilment job now (woken inside the transaction, it would not see it).
    this.jobs.wakeUp();
    return {
      uid: order.id,
      orderNumber: String(order.orderNumber),
      manualCheckRequired,
      orderRequestNumber: request ? String(request.requestNumber) : null,
    };
  }

  /** Every stocked product's units of the whole cart, taken in one statement; NO_STOCK names the first short. */
  private async takeStock(tx: Database, row: CartRow, structures: ReadonlyMap<string, BundleStructure>) {
    const wanted = new Map<string, number>();
    const names = new Map<string, string>();
    for (const line of row.lines) {
      const structure = structures.get(line.rootBundleTemplateId)!;
      for (const chosen of line.products) {
        const product = structure.products.find((candidate) => candidate.code === chosen.productCode);
        if (product?.stock === null || product === undefined) continue;
        wanted.set(product.code, (wanted.get(product.code) ?? 0) + line.selections.length);
        names.set(product.code, product.name);
      }
    }
    const [short] = await new OrdersRepo(tx).takeStock(wanted);
    if (short) throw apiError('NO_STOCK', `${names.get(short)} is out of stock.`);
  }

  /**
   * The numbers the cart's values name become the order's (a lapsed reservation's too while the number is
   * still free, else §8 'Lock item expired' at its field); a new or CSN number left open gets the next free
   * one of its kind and type (a CSN one the register lacks from the operator's range).
   */
  private async takeNumbers(tx: Database, row: CartRow, structures: ReadonlyMap<string, BundleStructure>) {
    const numbers = new NumberRanges(tx);
    const resources = rangeNumbers(row.lines, structures);
    const lapsed = await numbers.hold(row.companyId, row.code, resources, 'TAKEN');
    if (lapsed.length > 0) throw lockItemExpired(lapsed);
    for (const { selection, key, kind, numberType, number } of resources) {
      if (number) continue;
      const taken = await numbers.claimNext(kind, {
        companyId: row.companyId,
        numberType,
        cartCode: row.code,
        status: 'TAKEN',
      });
      if (!taken) throw apiError('NUMBER_RESERVATION_FAILED', 'No free numbers are left.');
      selection.values[key] = taken;
    }
  }
}
