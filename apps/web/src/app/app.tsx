import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import '../ui/tokens.css';
import { Providers } from './providers';
import { PageScopedRouterProvider } from './routing/page-scoped-router-provider';
import { RouteTableContext } from './routing/route-table';
import './global.css';

type AppProps = {
  client: QueryClient;
  router: DataRouter;
};

export function App({ client, router }: AppProps) {
  return (
    <Providers client={client}>
      <RouteTableContext value={() => router.routes}>
        <PageScopedRouterProvider router={router} />
      </RouteTableContext>
    </Providers>
  );
}
