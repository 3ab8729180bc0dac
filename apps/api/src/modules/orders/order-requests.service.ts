import {
  ORDER_REQUEST_LIMITS,
  declineReasonIssue,
  type OrderRequest,
  type OrderRequestFilter,
  type OrderRequestListQuery,
  type OrderRequestPage,
} from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import type { JobRunner } from '../../jobs/job-runner';
import { badRequest, notFound } from '../../http-errors';
import { ownUser } from '../../plugins/session/own-user';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';
import { decideOrderRequest, type RequestChange } from './order-request-decisions';
import { openOrderRequest } from './order-request-filing';
import {
  proceedWithOrderRequest,
  type BulkFileOrderer,
  type ProceededRequest,
} from './order-request-proceeding';
import { toOrderRequest, toOrderRequests } from './order-requests-mapper';
import { OrderRequestsRepo } from './order-requests.repo';
import type { RequestContentsCheck } from './request-contents';

/**
 * §4 order requests: an employee's cart becomes a request for the company's approvers (who get an e-mail);
 * an approver declines it with a reason or marks it done (the employee gets an e-mail), or proceeds to
 * order, which copies its lines to the approver's own new cart; the request stays waiting until that cart is
 * submitted (the order capture's submit completes it and mails the employee). Approvers see the
 * company's requests, employees their own. Every change is conditional on the version read (If-Match,
 * 412) and audited in its own transaction; e-mails are queued in it too.
 */
export class OrderRequestsService {
  constructor(
    private readonly db: Database,
    private readonly jobs: JobRunner,
    private readonly contents: RequestContentsCheck,
    private readonly orderBulkFile: BulkFileOrderer | null = null,
  ) {}

  /** Approvers see every request of the company; an employee only their own. */
  private scopeOf(access: CompanyAccess): string | null {
    return access.permissions.includes('OrdersHandleOrderRequest') ? null : access.user.id;
  }

  private changeIn(tx: Database, access: CompanyAccess, audit: AuditRecorder): RequestChange {
    return { tx, jobs: this.jobs, access, audit };
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
    return this.db.transaction(async (tx) => {
      const cart = await new OrderRequestsRepo(tx).openCart(access.companyId, access.user.id, cartId);
      if (!cart) throw notFound('Cart');
      await this.contents.assertRequestable(tx, cart);
      const row = await openOrderRequest(tx, this.jobs, access, cart, expected, audit, null);
      return toOrderRequest(row, new Map());
    });
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
    const reasonIssue = status === 'REJECTED' ? declineReasonIssue(reason ?? '') : undefined;
    if (reasonIssue) throw badRequest('A decline needs a reason.', { body: reasonIssue });
    return this.db.transaction(async (transaction) =>
      decideOrderRequest(this.changeIn(transaction, access, audit), requestId, status, reason, expected),
    );
  }

  async proceed(
    access: CompanyAccess,
    uid: string,
    requestId: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<ProceededRequest> {
    ownUser(access, uid);
    return this.db.transaction(async (transaction) =>
      proceedWithOrderRequest(
        this.changeIn(transaction, access, audit),
        requestId,
        expected,
        this.orderBulkFile,
      ),
    );
  }
}
