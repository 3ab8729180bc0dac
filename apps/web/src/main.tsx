import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { RouteObject } from 'react-router';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { startSessionEarly } from './app/session/early-session';

// The design-system gallery is for development builds only; production bundles leave it out.
const developmentRoutes: RouteObject[] = import.meta.env.DEV
  ? [
      {
        path: '_gallery',
        lazy: async () => ({ Component: (await import('./features/gallery/gallery-page')).GalleryPage }),
      },
    ]
  : [];

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const client = createQueryClient();
const router = createAppRouter(developmentRoutes);
startSessionEarly(router, client);

// The first render as a transition: React renders it in slices and the page stays responsive (TBT).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>,
  ),
);
