import { useQuery } from '@tanstack/react-query';
import { payerListQuery, payerQuery } from './payer-queries';

/**
 * The billing agreements a filter offers: the first page the list call gives, and the chosen one even when it
 * is not on that page (a company of more agreements, a link from elsewhere), so the filter shows what it filters.
 */
export function usePayerChoices(companyId: string, chosenId: string | undefined, enabled: boolean) {
  const page = useQuery({ ...payerListQuery(companyId, { offset: 0, pageSize: 100 }), enabled });
  const items = page.data?.items ?? [];
  const isChosenListed = !chosenId || items.some((payer) => payer.id === chosenId);
  const chosen = useQuery({
    ...payerQuery(companyId, chosenId ?? ''),
    enabled: enabled && page.isSuccess && !isChosenListed,
  });
  return {
    choices: isChosenListed || !chosen.data ? items : [chosen.data, ...items],
    isLoading: page.isLoading,
  };
}
