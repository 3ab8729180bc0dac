import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/routing/lazy-page';

/** §2 login return routes; they run before the shell, so without the keep-alive or the user. */
export const authRoutes: RouteObject[] = [
  {
    path: 'oauth',
    lazy: lazyPage(['auth'], async () => {
      const { LoginReturnPage } = await import('./login-return-page');
      return () => <LoginReturnPage checkState />;
    }),
  },
  {
    path: 'defaultreturn',
    lazy: lazyPage(['auth'], async () => {
      const { LoginReturnPage } = await import('./login-return-page');
      return () => <LoginReturnPage checkState={false} />;
    }),
  },
];
