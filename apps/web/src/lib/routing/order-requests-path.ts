import { menuRequirement } from '@kaista/domain/shared/roles';
import { useAccess } from './use-access';

/**
 * Where an order held for approval leaves its orderer (issue 11): the order requests, where the request now
 * waits, for who may read them (§6 'order-requests'); anyone else who may order (FECompositeWriteOrder alone)
 * goes home, where the notice names the request and its approvers.
 */
export function useOrderRequestsPath(companyId: string): string {
  const readsRequests = useAccess(menuRequirement('order-requests'));
  return `/${companyId}/${readsRequests ? 'order-requests' : 'home'}`;
}
