import type { UserInfo } from '@kaista/domain/session';
import { PERMISSIONS } from '@kaista/domain/shared/roles';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { invoicingRoutes } from './invoicing-routes';

export const COMPANY = '100001';

export const MANAGER = auroraManagerWith(PERMISSIONS);
export const PAYER_READER = auroraManagerWith(['CustomerReadPayer']);

/** Renders the area's routes at a path below /{companyId}, signed in as the given user. */
export function renderInvoicing(path: string, user: UserInfo = MANAGER) {
  return renderRoutes([{ path: ':companyId', children: invoicingRoutes }], `/${COMPANY}/${path}`, { user });
}
