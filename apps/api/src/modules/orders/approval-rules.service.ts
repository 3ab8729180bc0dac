import {
  APPROVAL_RULE_LIMITS,
  approvalRuleSubject,
  type ApprovalRule,
  type Approver,
  type NewApprovalRule,
} from '@kaista/domain/orders';
import type { Database } from '../../db/client';
import { badRequest, notFound, preconditionFailed } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import { ApprovalRulesRepo, toApprovalRule, type ApprovalRuleRow } from './approval-rules.repo';

/**
 * A company's approval rules (issue 11): its approvers list, add and remove them and name each rule's
 * approvers (users of the company with OrdersHandleOrderRequest); each change is audited in its own
 * transaction, and a change of an existing rule is conditional on the version read (If-Match, 412). The order
 * submit reads the same table to decide whether an order needs an approver, and whom.
 */
export class ApprovalRulesService {
  constructor(private readonly db: Database) {}

  private static byId(approvers: readonly Approver[]): Map<string, Approver> {
    return new Map(approvers.map((approver) => [approver.id, { id: approver.id, name: approver.name }]));
  }

  async list(access: CompanyAccess): Promise<{ items: ApprovalRule[] }> {
    const repo = new ApprovalRulesRepo(this.db);
    const rows = await repo.list(access.companyId);
    const approvers = ApprovalRulesService.byId(await repo.approvers(access.companyId));
    return { items: rows.map((row) => toApprovalRule(row, approvers)) };
  }

  /** The users a rule may name as its approvers. */
  async approvers(access: CompanyAccess): Promise<{ items: Approver[] }> {
    const rows = await new ApprovalRulesRepo(this.db).approvers(access.companyId);
    return { items: rows.map((row) => ({ id: row.id, name: row.name })) };
  }

  /** Every id must be one of the company's approvers (400 on the field otherwise). */
  private async checkedApprovers(repo: ApprovalRulesRepo, companyId: string, ids: readonly string[]) {
    const found = await repo.approvers(companyId, ids);
    if (found.length !== ids.length)
      throw badRequest('Each approver must be a user of the company who handles order requests.', {
        approverIds: 'validation.invalid',
      });
    return ApprovalRulesService.byId(found);
  }

  private static subject(rule: ApprovalRule): string {
    return approvalRuleSubject(
      rule.condition,
      rule.approvers.map((approver) => approver.name),
    );
  }

  async create(access: CompanyAccess, input: NewApprovalRule, audit: AuditRecorder): Promise<ApprovalRule> {
    return this.db.transaction(async (tx) => {
      const repo = new ApprovalRulesRepo(tx);
      // The limit is the company's, not the rule's: its own words, which the web says with the limit (the
      // domain's APPROVAL_RULE_LIMITS.rulesMax) next to the add button.
      if ((await repo.count(access.companyId)) >= APPROVAL_RULE_LIMITS.rulesMax)
        throw badRequest(
          `The company has ${APPROVAL_RULE_LIMITS.rulesMax} approval rules, the most it may have.`,
          { kind: 'orders.rules.too-many' },
        );
      const approvers = await this.checkedApprovers(repo, access.companyId, input.approverIds);
      const row = await repo.insert(
        access.companyId,
        input.condition,
        input.approverIds,
        displayName(access.user),
      );
      const rule = toApprovalRule(row, approvers);
      await audit('approval-rule.create', ApprovalRulesService.subject(rule))(tx);
      return rule;
    });
  }

  async setApprovers(
    access: CompanyAccess,
    ruleId: string,
    approverIds: readonly string[],
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<ApprovalRule> {
    return this.db.transaction(async (tx) => {
      const repo = new ApprovalRulesRepo(tx);
      const before = await this.existing(repo, access.companyId, ruleId);
      const approvers = await this.checkedApprovers(repo, access.companyId, approverIds);
      const rule = toApprovalRule(await repo.setApprovers(before, approverIds, expected), approvers);
      await audit('approval-rule.approvers', ApprovalRulesService.subject(rule))(tx);
      return rule;
    });
  }

  private async existing(
    repo: ApprovalRulesRepo,
    companyId: string,
    ruleId: string,
  ): Promise<ApprovalRuleRow> {
    const row = await repo.find(companyId, ruleId);
    if (!row) throw notFound('Approval rule');
    return row;
  }

  async remove(
    access: CompanyAccess,
    ruleId: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      const repo = new ApprovalRulesRepo(tx);
      const row = await this.existing(repo, access.companyId, ruleId);
      if (expected !== undefined && row.version !== expected) throw preconditionFailed();
      const approvers = ApprovalRulesService.byId(await repo.approvers(access.companyId, row.approverIds));
      await repo.remove(access.companyId, ruleId);
      await audit('approval-rule.delete', ApprovalRulesService.subject(toApprovalRule(row, approvers)))(tx);
    });
  }
}
