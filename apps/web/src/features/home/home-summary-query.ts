import { DASHBOARD_ACCESS, dashboardCalls, homeParts } from '@kaista/domain/dashboard';
import { useQuery } from '@tanstack/react-query';
import { queryApi } from '../../lib/api/call-api';
import { useAccess } from '../../lib/routing/use-access';

/** Which of home's widgets the user may see: each needs the right of the list behind it (§2, `homeParts`). */
export function useHomeWidgets() {
  const meets = {
    tickets: useAccess(DASHBOARD_ACCESS.tickets),
    orderRequests: useAccess(DASHBOARD_ACCESS.orderRequests),
    ownRequests: useAccess(DASHBOARD_ACCESS.ownRequests),
    invoices: useAccess(DASHBOARD_ACCESS.invoices),
    orders: useAccess(DASHBOARD_ACCESS.orders),
    services: useAccess(DASHBOARD_ACCESS.services),
    documents: useAccess(DASHBOARD_ACCESS.documents),
  };
  return homeParts((part) => meets[part]);
}

/** The home summary, asked only when the user may see at least one of its widgets. */
export function useHomeSummary(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['home', companyId, 'summary'],
    queryFn: ({ signal }) => queryApi(dashboardCalls.home, { params: { id: companyId } }, signal),
    staleTime: 30_000,
    enabled,
  });
}
