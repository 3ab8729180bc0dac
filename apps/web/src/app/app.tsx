import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DataRouter, RouteObject } from 'react-router';
import { ComingSoonContext, comingSoonEntryIds } from '../lib/routing/coming-soon';
import '../ui/tokens.css';
import { Providers } from './providers';
import { PageScopedRouterProvider } from './routing/page-scoped-router-provider';
import { RouteTableContext } from './routing/route-table';
import './global.css';

type AppProps = {
  client: QueryClient;
  router: DataRouter;
  routes: RouteObject[];
};

export function App({ client, router, routes }: AppProps) {
  const comingSoon = useMemo(() => comingSoonEntryIds(routes), [routes]);
  return (
    <Providers client={client}>
      <RouteTableContext value={routes}>
        <ComingSoonContext value={comingSoon}>
          <PageScopedRouterProvider router={router} />
        </ComingSoonContext>
      </RouteTableContext>
    </Providers>
  );
}
