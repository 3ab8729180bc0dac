import type { Profile, UserInfo } from '@kaista/domain/session';
import type { ReactNode } from 'react';
import { renderRoutes } from './render-routes';

export const operator: UserInfo = {
  uid: 'cc',
  firstName: 'Cecilia',
  lastName: 'Asiakaspalvelu',
  name: 'Cecilia Asiakaspalvelu',
  email: 'cc@kaista.example',
  type: 'internal',
  roles: ['CCUser'],
  roleFeatures: [],
  organizations: [],
  currentCompanyId: '0',
  impersonatorName: null,
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Renders a page at a path with a signed-in user and profile, the way the session gate leaves them. */
export function renderAt(path: string, element: ReactNode, user: UserInfo, profile: Partial<Profile> = {}) {
  return renderRoutes([{ path, element }], path, { user, profile });
}
