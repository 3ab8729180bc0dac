import { approvalRuleCalls, type ApprovalCondition, type ApprovalRule } from '@kaista/domain/orders';
import { versionEtag } from '@kaista/domain/shared/api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';

const rulesKey = (companyId: string) => ['approval-rules', companyId] as const;

export const approvalRulesQuery = (companyId: string) =>
  queryOptions({
    queryKey: rulesKey(companyId),
    queryFn: ({ signal }) => queryApi(approvalRuleCalls.list, { params: { id: companyId } }, signal),
  });

export function useAddApprovalRule(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (condition: ApprovalCondition) =>
      sendApi(approvalRuleCalls.create, { params: { id: companyId }, body: condition }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: rulesKey(companyId) }),
  });
}

/** Removes the rule as shown (412 when it changed meanwhile). */
export function useRemoveApprovalRule(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: ApprovalRule) =>
      sendApi(
        approvalRuleCalls.remove,
        { params: { id: companyId, ruleId: rule.id } },
        { ifMatch: versionEtag(rule.version) },
      ),
    onSettled: () => client.invalidateQueries({ queryKey: rulesKey(companyId) }),
  });
}
