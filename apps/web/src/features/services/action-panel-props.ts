import type { ServiceDetail } from '@kaista/domain/services';

/** What each §4 action's panel is given: the company and the service it acts on. */
export interface ActionPanelProps {
  companyId: string;
  service: ServiceDetail;
}
