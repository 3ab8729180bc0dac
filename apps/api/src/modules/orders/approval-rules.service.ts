import {
  APPROVAL_RULE_LIMITS,
  approvalConditionText,
  type ApprovalCondition,
  type ApprovalRule,
} from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import { badRequest, notFound, preconditionFailed } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import { ApprovalRulesRepo, toApprovalRule } from './approval-rules.repo';

const transactionOf = (tx: unknown) => tx as Database;

/**
 * A company's approval rules (issue 11): its approvers list, add and remove them; each change is audited in
 * its own transaction, and a removal is conditional on the version read (If-Match, 412). The order submit
 * reads the same table to decide whether an order needs an approver.
 */
export class ApprovalRulesService {
  constructor(private readonly db: Database) {}

  async list(access: CompanyAccess): Promise<{ items: ApprovalRule[] }> {
    const rows = await new ApprovalRulesRepo(this.db).list(access.companyId);
    return { items: rows.map(toApprovalRule) };
  }

  async create(
    access: CompanyAccess,
    condition: ApprovalCondition,
    audit: AuditRecorder,
  ): Promise<ApprovalRule> {
    return this.db.transaction(async (transaction) => {
      const tx = transactionOf(transaction);
      const repo = new ApprovalRulesRepo(tx);
      if ((await repo.count(access.companyId)) >= APPROVAL_RULE_LIMITS.rulesMax)
        throw badRequest('The company has as many approval rules as it may.', {
          kind: 'validation.invalid',
        });
      const row = await repo.insert(access.companyId, condition, displayName(access.user));
      await audit('approval-rule.create', approvalConditionText(condition))(tx);
      return toApprovalRule(row);
    });
  }

  async remove(
    access: CompanyAccess,
    ruleId: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<void> {
    await this.db.transaction(async (transaction) => {
      const tx = transactionOf(transaction);
      const repo = new ApprovalRulesRepo(tx);
      const row = await repo.find(access.companyId, ruleId);
      if (!row) throw notFound('Approval rule');
      if (expected !== undefined && row.version !== expected) throw preconditionFailed();
      await repo.remove(access.companyId, ruleId);
      await audit('approval-rule.delete', approvalConditionText(toApprovalRule(row).condition))(tx);
    });
  }
}
