import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  approvalConditionOf,
  type ApprovalCondition,
  type ApprovalRule,
  type Approver,
} from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import { nextVersion, versionedResult, versionedWhere } from '../../db/optimistic-lock';
import { companyMemberships, orderApprovalRules, users } from '../../db/schema';

export type ApprovalRuleRow = typeof orderApprovalRules.$inferSelect;

/** A stored rule with its approvers' names (an approver no longer able to approve is left out). */
export function toApprovalRule(row: ApprovalRuleRow, approvers: ReadonlyMap<string, Approver>): ApprovalRule {
  return {
    id: row.id,
    condition: approvalConditionOf(row),
    approvers: row.approverIds.flatMap((id) => {
      const approver = approvers.get(id);
      return approver ? [approver] : [];
    }),
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

const canApprove = sql`${'OrdersHandleOrderRequest'} = any(${companyMemberships.permissions})`;

/** Approval rules' SQL, always filtered by the company. */
export class ApprovalRulesRepo {
  constructor(private readonly db: Database) {}

  async list(companyId: string): Promise<ApprovalRuleRow[]> {
    return this.db
      .select()
      .from(orderApprovalRules)
      .where(eq(orderApprovalRules.companyId, companyId))
      .orderBy(asc(orderApprovalRules.createdAt), asc(orderApprovalRules.id));
  }

  async count(companyId: string): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(orderApprovalRules)
      .where(eq(orderApprovalRules.companyId, companyId));
    return row?.n ?? 0;
  }

  /** The company's users who may approve (OrdersHandleOrderRequest), by name; only `ids` when given. */
  async approvers(companyId: string, ids?: readonly string[]): Promise<(Approver & { email: string })[]> {
    if (ids?.length === 0) return [];
    const rows = await this.db
      .select({
        id: companyMemberships.userId,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(companyMemberships)
      .innerJoin(users, eq(users.id, companyMemberships.userId))
      .where(
        and(
          eq(companyMemberships.companyId, companyId),
          canApprove,
          ids ? inArray(companyMemberships.userId, [...ids]) : undefined,
        ),
      )
      .orderBy(asc(users.lastName), asc(users.firstName), asc(companyMemberships.userId));
    return rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`, email: row.email }));
  }

  async insert(
    companyId: string,
    condition: ApprovalCondition,
    approverIds: readonly string[],
    createdByName: string,
  ): Promise<ApprovalRuleRow> {
    const [row] = await this.db
      .insert(orderApprovalRules)
      .values({
        companyId,
        kind: condition.kind,
        cents: 'cents' in condition ? condition.cents : null,
        orderType: condition.kind === 'ORDER_TYPE' ? condition.orderType : null,
        productCode: condition.kind === 'PRODUCT' ? condition.productCode : null,
        approverIds: [...approverIds],
        createdByName,
      })
      .returning();
    return row!;
  }

  async find(companyId: string, id: string): Promise<ApprovalRuleRow | undefined> {
    const [row] = await this.db
      .select()
      .from(orderApprovalRules)
      .where(and(eq(orderApprovalRules.companyId, companyId), eq(orderApprovalRules.id, id)));
    return row;
  }

  /** Names the rule's approvers, if the rule is still at the version read (412 otherwise). */
  async setApprovers(
    row: ApprovalRuleRow,
    approverIds: readonly string[],
    expected: number | undefined,
  ): Promise<ApprovalRuleRow> {
    const where = and(eq(orderApprovalRules.companyId, row.companyId), eq(orderApprovalRules.id, row.id))!;
    const [updated] = await this.db
      .update(orderApprovalRules)
      .set({ approverIds: [...approverIds], version: nextVersion(orderApprovalRules.version) })
      .where(versionedWhere(orderApprovalRules.version, where, expected))
      .returning();
    return versionedResult(
      updated,
      async () => (await this.find(row.companyId, row.id)) !== undefined,
      'Approval rule',
    );
  }

  async remove(companyId: string, id: string): Promise<void> {
    await this.db
      .delete(orderApprovalRules)
      .where(and(eq(orderApprovalRules.companyId, companyId), eq(orderApprovalRules.id, id)));
  }
}
