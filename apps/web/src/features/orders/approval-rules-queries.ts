import { approvalRuleCalls, type ApprovalRule, type NewApprovalRule } from '@kaista/domain/orders';
import { versionEtag } from '@kaista/domain/shared/api';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';

const rulesKey = (companyId: string) => ['approval-rules', companyId] as const;

export const approvalRulesQuery = (companyId: string) =>
  queryOptions({
    queryKey: rulesKey(companyId),
    queryFn: ({ signal }) => queryApi(approvalRuleCalls.list, { params: { id: companyId } }, signal),
  });

/** The users a rule may name as its approvers. */
export const approverCandidatesQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...rulesKey(companyId), 'approvers'],
    queryFn: ({ signal }) => queryApi(approvalRuleCalls.approvers, { params: { id: companyId } }, signal),
  });

export function useAddApprovalRule(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rule: NewApprovalRule) =>
      sendApi(approvalRuleCalls.create, { params: { id: companyId }, body: rule }, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: rulesKey(companyId) }),
  });
}

/** Names the rule's approvers as shown (412 when it changed meanwhile). */
export function useSetRuleApprovers(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rule, approverIds }: { rule: ApprovalRule; approverIds: string[] }) =>
      sendApi(
        approvalRuleCalls.setApprovers,
        { params: { id: companyId, ruleId: rule.id }, body: { approverIds } },
        { ifMatch: versionEtag(rule.version), silent: true },
      ),
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
