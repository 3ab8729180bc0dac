import type { ApprovalRule } from '@kaista/domain/orders';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCompanyId } from '../../lib/routing/company-id';
import { BackLink, Page, PageHeader } from '../../ui';
import { ApprovalRuleList } from './approval-rule-list';
import { ApprovalRuleTry } from './approval-rule-try';
import { approvalRulesQuery, approverCandidatesQuery } from './approval-rules-queries';
import { NewApprovalRuleForm } from './new-approval-rule-form';
import { RemoveApprovalRuleDialog } from './remove-approval-rule-dialog';
import { useNewApprovalRule } from './use-new-approval-rule';

/**
 * /{companyId}/order-requests/rules: the company's approval rules (issue 11), for its approvers. Each rule is
 * said in plain words with the approvers it names; a rule is added with its approvers (validated by the
 * domain's schema before it is sent), its approvers changed (If-Match), or it is removed after a confirmation; an order's change-impact figures can be tried against the rules before anyone orders.
 */
export function ApprovalRulesPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const rules = useQuery(approvalRulesQuery(companyId));
  const candidates = useQuery(approverCandidatesQuery(companyId));
  const newRule = useNewApprovalRule(companyId);
  const [removing, setRemoving] = useState<ApprovalRule | null>(null);

  return (
    <Page labelledBy="approval-rules-title">
      <BackLink to="..">{t('orders.rules.back')}</BackLink>
      <PageHeader id="approval-rules-title" title={t('orders.rules.title')} intro={t('orders.rules.intro')} />
      <ApprovalRuleList rules={rules} candidates={candidates.data?.items ?? []} onRemove={setRemoving} />
      <NewApprovalRuleForm form={newRule} candidates={candidates.data?.items ?? []} />
      <ApprovalRuleTry rules={rules.data?.items ?? []} />
      <RemoveApprovalRuleDialog
        companyId={companyId}
        removing={removing}
        onClose={() => setRemoving(null)}
        onRemoved={newRule.ruleRemoved}
      />
    </Page>
  );
}
