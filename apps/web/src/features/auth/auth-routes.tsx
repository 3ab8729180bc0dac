import type { RouteObject } from 'react-router';

/** §2 login return routes; they run before the shell, so without the keep-alive or the user. */
export const authRoutes: RouteObject[] = [
  {
    path: 'oauth',
    lazy: async () => {
      const { LoginReturnPage } = await import('./login-return-page');
      return { Component: () => <LoginReturnPage checkState /> };
    },
  },
  {
    path: 'defaultreturn',
    lazy: async () => {
      const { LoginReturnPage } = await import('./login-return-page');
      return { Component: () => <LoginReturnPage checkState={false} /> };
    },
  },
];
