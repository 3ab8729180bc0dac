import type { Profile, UserInfo } from '@kaista/domain/session';
import type { ReactNode } from 'react';
import { renderRoutes } from './render-routes';

export { customerCare as operator } from './test-users';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Renders a page at a path with a signed-in user and profile, the way the session gate leaves them. */
export function renderAt(path: string, element: ReactNode, user: UserInfo, profile: Partial<Profile> = {}) {
  return renderRoutes([{ path, element }], path, { user, profile });
}
