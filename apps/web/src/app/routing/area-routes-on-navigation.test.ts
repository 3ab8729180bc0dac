import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { RouteHandle } from '../../lib/routing/route-handle';
import { appRoutes, areaRoutesOnNavigation } from './routes';

/** A router as the app makes it: the areas' pages join the table with the first page that needs them. */
function openAt(path: string) {
  return createMemoryRouter(appRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: areaRoutesOnNavigation(),
  });
}

type Router = ReturnType<typeof openAt>;

const deepest = (router: Router) => router.state.matches.at(-1);
const isNotFound = (router: Router) =>
  Boolean((deepest(router)?.route.handle as { notFound?: boolean })?.notFound);

async function started(router: Router): Promise<Router> {
  // The first page's modules are imported for real: give them more than waitFor's default second.
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 20_000 });
  return router;
}

describe('the areas’ pages in the route table', () => {
  it('are found for the first page of a visit, though the first load holds none of them', async () => {
    expect(appRoutes()).not.toContainEqual(expect.objectContaining({ path: 'tickets' }));
    const router = await started(openAt('/100001/tickets/T1'));
    expect(isNotFound(router)).toBe(false);
    expect(deepest(router)?.route.path).toBe(':ticketId');
    expect(deepest(router)?.params).toMatchObject({ companyId: '100001', ticketId: 'T1' });
  });

  it('are found for /0 itself, the operator staff’s first page', async () => {
    const router = await started(openAt('/0'));
    expect(isNotFound(router)).toBe(false);
    expect(deepest(router)?.route.index).toBe(true);
  });

  it('are found on later navigations, below /0 and at the shell’s root too', async () => {
    const router = await started(openAt('/100001/tickets'));
    await router.navigate('/0/tickets');
    expect((deepest(router)?.route.handle as RouteHandle).menuEntry).toBe('ticket-queue');
    await router.navigate('/environmentmode');
    expect((deepest(router)?.route.handle as RouteHandle).menuEntry).toBe('environment-mode');
    await router.navigate('/100001/company/users/new');
    expect(isNotFound(router)).toBe(false);
    expect(deepest(router)?.pathname).toBe('/100001/company/users/new');
  });

  it('leave an address no area has to "page not found"', async () => {
    const router = await started(openAt('/100001/nowhere'));
    expect(isNotFound(router)).toBe(true);
    await router.navigate('/100001/tickets');
    expect(deepest(router)?.route.path).toBeUndefined();
    expect(isNotFound(router)).toBe(false);
  });
});
