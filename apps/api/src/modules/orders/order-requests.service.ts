import {
  ORDER_REQUEST_LIMITS,
  type Approver,
  type OrderRequest,
  type OrderRequestFilter,
  type OrderRequestListQuery,
  type OrderRequestPage,
} from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import { moveCartNumbers } from '../../db/number-register';
import { releaseCartNumbers } from '../../db/number-releases';
import type { EmailMessage } from '../../integrations/email/email-gateway';
import type { JobRunner } from '../../jobs/job-runner';
import { apiError, badRequest, notFound } from '../../http-errors';
import { ownUser } from '../../plugins/session/own-user';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import { ApprovalRulesRepo } from './approval-rules.repo';
import { OrderRequestsRepo, type CartRow, type OrderRequestRow } from './order-requests.repo';

export const ORDER_REQUEST_MAIL_JOB = 'orders.request-mail';

/** The request as answered, its named approvers found in `approvers` (one who may no longer approve is left out). */
export function toOrderRequest(row: OrderRequestRow, approvers: ReadonlyMap<string, Approver>): OrderRequest {
  return {
    id: row.id,
    requestNumber: String(row.requestNumber),
    requesterName: row.requesterName,
    status: row.status as OrderRequest['status'],
    summary: row.summary,
    oneTimeCents: row.oneTimeCents,
    monthlyCents: row.monthlyCents,
    reason: row.reason,
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    cartCode: row.cartCode,
    approvers:
      row.approverIds?.flatMap((id) => {
        const approver = approvers.get(id);
        return approver ? [approver] : [];
      }) ?? null,
    version: row.version,
  };
}

/** The named approvers of the requests (one query for a page), by id. */
async function approversOf(
  db: Database,
  companyId: string,
  rows: readonly OrderRequestRow[],
): Promise<Map<string, Approver>> {
  const ids = [...new Set(rows.flatMap((row) => row.approverIds ?? []))];
  if (ids.length === 0) return new Map();
  const approvers = await new ApprovalRulesRepo(db).approvers(companyId, ids);
  return new Map(approvers.map(({ id, name }) => [id, { id, name }]));
}

/** The requests as answered, with the names of the approvers they wait for. */
export async function toOrderRequests(
  db: Database,
  companyId: string,
  rows: readonly OrderRequestRow[],
): Promise<OrderRequest[]> {
  const approvers = await approversOf(db, companyId, rows);
  return rows.map((row) => toOrderRequest(row, approvers));
}

const transactionOf = (tx: unknown) => tx as Database;

/**
 * §4 a cart becomes an order request (PENDING_APPROVAL) in the caller's transaction: its lines are copied with
 * a summary and the catalogue's totals, the cart leaves the user's open carts (If-Match), the request is
 * audited and its approvers are told by e-mail: `approverIds` when approval rules named them (issue 11),
 * else every approver of the company. The numbers the cart reserved are the request's until it is decided
 * (freed) or proceeded with (the approver's cart's).
 */
export async function openOrderRequest(
  tx: Database,
  jobs: JobRunner,
  access: CompanyAccess,
  cart: CartRow,
  expected: number | undefined,
  audit: AuditRecorder,
  approverIds: readonly string[] | null,
): Promise<OrderRequestRow> {
  const repo = new OrderRequestsRepo(tx);
  if (cart.lines.length === 0) throw apiError('ILLEGAL_STATE', 'Invalid cart state');
  const codes = cart.lines.flatMap((line) => line.products.map((product) => product.productCode));
  const products = new Map((await repo.products(codes)).map((product) => [product.code, product]));
  let oneTimeCents = 0;
  let monthlyCents = 0;
  const parts: string[] = [];
  for (const line of cart.lines) {
    const quantity = line.selections.length;
    for (const chosen of line.products) {
      const product = products.get(chosen.productCode);
      oneTimeCents += (product?.oneTimeCents ?? 0) * quantity;
      monthlyCents += (product?.monthlyCents ?? 0) * quantity;
    }
    const main = products.get(line.products[0]?.productCode ?? '');
    parts.push(`${quantity} × ${main?.name ?? line.rootBundleTemplateId}`);
  }
  await repo.closeCart(cart, expected);
  const request = await fileOrderRequest(
    tx,
    jobs,
    access,
    { lines: cart.lines, summary: parts.join(', '), oneTimeCents, monthlyCents, bulkFile: null },
    audit,
    approverIds,
  );
  // The numbers the cart reserved stay reserved while the request waits, held by the request (its id).
  await moveCartNumbers(tx, access.companyId, cart.code, { code: request.id, lapses: false });
  return request;
}

/** What a request asks for: a cart's lines, or a bulk order file (issue 11) with no cart lines. */
export interface RequestedOrder {
  lines: CartRow['lines'];
  summary: string;
  oneTimeCents: number;
  monthlyCents: number;
  bulkFile: OrderRequestRow['bulkFile'];
}

/**
 * The request is made (PENDING_APPROVAL) in the caller's transaction, audited, and its approvers are told by
 * e-mail: `approverIds` when approval rules named them, else every approver of the company.
 */
export async function fileOrderRequest(
  tx: Database,
  jobs: JobRunner,
  access: CompanyAccess,
  requested: RequestedOrder,
  audit: AuditRecorder,
  approverIds: readonly string[] | null,
): Promise<OrderRequestRow> {
  const repo = new OrderRequestsRepo(tx);
  const row = await repo.insert({
    companyId: access.companyId,
    requesterId: access.user.id,
    requesterName: displayName(access.user),
    requesterEmail: access.user.email,
    lines: requested.lines,
    summary: requested.summary.slice(0, 500),
    oneTimeCents: requested.oneTimeCents,
    monthlyCents: requested.monthlyCents,
    bulkFile: requested.bulkFile,
    approverIds: approverIds ? [...approverIds] : null,
  });
  await audit('order-request.create', `#${row.requestNumber}: ${row.summary}`)(tx);
  for (const to of await repo.approverEmails(access.companyId, approverIds))
    await jobs.enqueue(
      ORDER_REQUEST_MAIL_JOB,
      {
        to,
        subject: `Tilauspyyntö ${row.requestNumber} odottaa hyväksyntää / Order request awaits approval`,
        text:
          `${row.requesterName} pyytää: ${row.summary}.\n` +
          `${row.requesterName} requests: ${row.summary}.\n\n` +
          `Kaista: /${access.companyId}/order-requests`,
      } satisfies EmailMessage,
      tx,
    );
  return row;
}

/**
 * §4 order requests: an employee's cart becomes a request for the company's approvers (who get an e-mail);
 * an approver declines it with a reason or marks it done (the employee gets an e-mail), or proceeds to
 * order, which copies its lines to the approver's own new cart; the request stays waiting until that cart is
 * submitted (the order capture's submit completes it and mails the employee). Approvers see the
 * company's requests, employees their own. Every change is conditional on the version read (If-Match,
 * 412) and audited in its own transaction; e-mails are queued in it too.
 */
/** Orders a bulk file's request as the approver who proceeds (the bulk orders' submit, in `tx`). */
export type BulkFileOrderer = (
  tx: Database,
  access: CompanyAccess,
  file: NonNullable<OrderRequestRow['bulkFile']>,
  audit: AuditRecorder,
) => Promise<{ orderId: string; orderNumber: string; cartCode: string }>;

export class OrderRequestsService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobRunner,
    private readonly orderBulkFile: BulkFileOrderer | null = null,
  ) {}

  /** Approvers see every request of the company; an employee only their own. */
  private scopeOf(access: CompanyAccess): string | null {
    return access.permissions.includes('OrdersHandleOrderRequest') ? null : access.user.id;
  }

  private async mail(tx: Database, messages: EmailMessage[]): Promise<void> {
    for (const message of messages) await this.jobs.enqueue(ORDER_REQUEST_MAIL_JOB, message, tx);
  }

  async list(access: CompanyAccess, uid: string, query: OrderRequestListQuery): Promise<OrderRequestPage> {
    ownUser(access, uid);
    const page = await new OrderRequestsRepo(this.db).list(access.companyId, query, this.scopeOf(access));
    return { ...page, items: await toOrderRequests(this.db, access.companyId, page.items) };
  }

  async count(access: CompanyAccess, uid: string, status: OrderRequestFilter): Promise<{ count: number }> {
    ownUser(access, uid);
    return {
      count: await new OrderRequestsRepo(this.db).count(access.companyId, status, this.scopeOf(access)),
    };
  }

  async create(
    access: CompanyAccess,
    uid: string,
    cartId: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<OrderRequest> {
    ownUser(access, uid);
    return this.db.transaction(async (transaction) => {
      const tx = transactionOf(transaction);
      const cart = await new OrderRequestsRepo(tx).openCart(access.companyId, access.user.id, cartId);
      if (!cart) throw notFound('Cart');
      const row = await openOrderRequest(tx, this.jobs, access, cart, expected, audit, null);
      return toOrderRequest(row, new Map());
    });
  }

  private async pending(tx: Database, access: CompanyAccess, requestId: string): Promise<OrderRequestRow> {
    const row = await new OrderRequestsRepo(tx).find(access.companyId, requestId);
    if (!row) throw notFound('Order request');
    if (row.status !== 'PENDING_APPROVAL') throw apiError('ILLEGAL_STATE', 'The request is already decided.');
    // Issue 11: a request the approval rules made is decided by the approvers those rules name.
    if (row.approverIds && row.approverIds.length > 0 && !row.approverIds.includes(access.user.id))
      throw apiError('FAIL_NOT_ALLOWED', 'The approval rules name other approvers for this request.');
    return row;
  }

  async decide(
    access: CompanyAccess,
    uid: string,
    requestId: string,
    status: 'COMPLETED' | 'REJECTED',
    reasonText: string | null | undefined,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<OrderRequest> {
    ownUser(access, uid);
    const reason = reasonText?.trim() ? reasonText.trim().slice(0, ORDER_REQUEST_LIMITS.reasonMax) : null;
    if (status === 'REJECTED' && !reason)
      throw badRequest('A decline needs a reason.', { body: 'validation.cannot-be-empty' });
    return this.db.transaction(async (transaction) => {
      const tx = transactionOf(transaction);
      const repo = new OrderRequestsRepo(tx);
      const before = await this.pending(tx, access, requestId);
      // Declined or done without an order: the numbers the request holds are free again (decision 011). Once
      // proceeded, the approver's cart holds them, and keeps or releases them as carts do.
      if (!before.cartCode) await releaseCartNumbers(tx, access.companyId, before.id);
      const row = await repo.update(before, expected, {
        status,
        reason,
        decidedByName: displayName(access.user),
        decidedAt: new Date(),
      });
      await audit(
        status === 'REJECTED' ? 'order-request.decline' : 'order-request.done',
        `#${row.requestNumber}: PENDING_APPROVAL → ${status}${reason ? ` (${reason})` : ''}`,
      )(tx);
      await this.mail(tx, [this.decisionMail(row)]);
      const [request] = await toOrderRequests(tx, access.companyId, [row]);
      return request!;
    });
  }

  async proceed(
    access: CompanyAccess,
    uid: string,
    requestId: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<{ request: OrderRequest; cartCode: string; orderId?: string }> {
    ownUser(access, uid);
    return this.db.transaction(async (transaction) => {
      const tx = transactionOf(transaction);
      const repo = new OrderRequestsRepo(tx);
      const before = await this.pending(tx, access, requestId);
      if (before.bulkFile) {
        // A bulk file's request is ordered at once by the approver (the file checked again now); the request
        // is then done, and the employee told.
        if (!this.orderBulkFile) throw apiError('ILLEGAL_STATE', 'Bulk orders are not available.');
        const ordered = await this.orderBulkFile(tx, access, before.bulkFile, audit);
        const row = await repo.update(before, expected, {
          status: 'COMPLETED',
          decidedByName: displayName(access.user),
          decidedAt: new Date(),
          cartCode: ordered.cartCode,
        });
        await audit(
          'order-request.proceed',
          `#${row.requestNumber}: ordered as order ${ordered.orderNumber}`,
        )(tx);
        await this.mail(tx, [this.decisionMail(row)]);
        const [request] = await toOrderRequests(tx, access.companyId, [row]);
        return { request: request!, cartCode: ordered.cartCode, orderId: ordered.orderId };
      }
      const cartCode = await repo.copyToCart(access.companyId, access.user.id, before.lines);
      // The lines' numbers stay reserved, now for the cart their values live in.
      await moveCartNumbers(tx, access.companyId, before.cartCode ?? before.id, {
        code: cartCode,
        lapses: true,
      });
      // The request waits on: the submit of this cart completes it (and tells the employee).
      const row = await repo.update(before, expected, { cartCode });
      await audit('order-request.proceed', `#${row.requestNumber}: copied to cart ${cartCode}`)(tx);
      const [request] = await toOrderRequests(tx, access.companyId, [row]);
      return { request: request!, cartCode };
    });
  }

  private decisionMail(row: OrderRequestRow): EmailMessage {
    const declined = row.status === 'REJECTED';
    return {
      to: row.requesterEmail,
      subject: declined
        ? `Tilauspyyntösi ${row.requestNumber} hylättiin / Your order request was declined`
        : `Tilauspyyntösi ${row.requestNumber} on käsitelty / Your order request was handled`,
      text: declined
        ? `${row.decidedByName} hylkäsi pyynnön (${row.summary}): ${row.reason}\n` +
          `${row.decidedByName} declined the request (${row.summary}): ${row.reason}`
        : `${row.decidedByName} käsitteli pyynnön (${row.summary}).\n` +
          `${row.decidedByName} handled the request (${row.summary}).`,
    };
  }
}
