import type { RouteObject } from 'react-router';

/** §2 /environmentmode for operator staff. */
export const environmentModeRoute: RouteObject = {
  path: 'environmentmode',
  handle: { menuEntry: 'environment-mode', titleKey: 'nav.environment-mode' },
  lazy: async () => ({ Component: (await import('./environment-mode-page')).EnvironmentModePage }),
};
