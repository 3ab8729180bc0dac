import { and, asc, count, eq } from 'drizzle-orm';
import { approvalConditionOf, type ApprovalCondition, type ApprovalRule } from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import { orderApprovalRules } from '../../db/schema';

export type ApprovalRuleRow = typeof orderApprovalRules.$inferSelect;

export function toApprovalRule(row: ApprovalRuleRow): ApprovalRule {
  return {
    id: row.id,
    condition: approvalConditionOf(row),
    createdByName: row.createdByName,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  };
}

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

  async insert(
    companyId: string,
    condition: ApprovalCondition,
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

  async remove(companyId: string, id: string): Promise<void> {
    await this.db
      .delete(orderApprovalRules)
      .where(and(eq(orderApprovalRules.companyId, companyId), eq(orderApprovalRules.id, id)));
  }
}
