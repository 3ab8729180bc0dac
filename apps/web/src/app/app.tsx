import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider, type createBrowserRouter, type RouteObject } from 'react-router';
import '../ui';
import { Providers } from './providers';
import { RouteTableContext } from './routing/route-table';
import './global.css';

type AppProps = {
  client: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
  routes: RouteObject[];
};

export function App({ client, router, routes }: AppProps) {
  return (
    <Providers client={client}>
      <RouteTableContext value={routes}>
        <RouterProvider router={router} />
      </RouteTableContext>
    </Providers>
  );
}
