import type { Approver, OrderRequest } from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import { ApprovalRulesRepo } from './approval-rules.repo';
import type { OrderRequestRow } from './order-requests.repo';

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
    isBulkFile: row.bulkFile !== null,
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

/** One request as answered, with the names of the approvers it waits for. */
export async function toOneOrderRequest(
  db: Database,
  companyId: string,
  row: OrderRequestRow,
): Promise<OrderRequest> {
  const [request] = await toOrderRequests(db, companyId, [row]);
  return request!;
}
