import { act, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pageSignal } from '../../lib/http/page-scope';
import { PageScopedRouterProvider } from './page-scoped-router-provider';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };
type RouteModule = { Component: () => React.ReactNode };

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

let slowRendered = 0;
/** Keeps React busy long enough that it renders the rest of the tree in slices, yielding in between. */
function Slow() {
  const until = performance.now() + 4;
  while (performance.now() < until);
  slowRendered += 1;
  return null;
}

const actEnvironment = (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT;
afterEach(() => {
  (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe('PageScopedRouterProvider', () => {
  it("shows the first page when its module arrives between the provider's render and its commit", async () => {
    // React's own scheduler, not act's: act would render the tree in one go, and the gap would not open.
    (globalThis as ActGlobal).IS_REACT_ACT_ENVIRONMENT = false;
    const page = deferred<RouteModule>();
    const routes: RouteObject[] = [
      { path: '/', hydrateFallbackElement: <p>loading</p>, lazy: () => page.promise },
    ];
    const router = createMemoryRouter(routes);
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    slowRendered = 0;
    startTransition(() =>
      root.render(
        <>
          <PageScopedRouterProvider router={router} />
          {Array.from({ length: 100 }, (_, index) => (
            <Slow key={index} />
          ))}
        </>,
      ),
    );
    await expect.poll(() => slowRendered, { interval: 1 }).toBeGreaterThan(0);
    page.resolve({ Component: () => <p>the page</p> });
    await expect.poll(() => router.state.initialized, { interval: 1 }).toBe(true);
    expect(slowRendered).toBeLessThan(100);

    await expect.poll(() => container.textContent, { timeout: 3_000 }).toBe('the page');
    root.unmount();
    container.remove();
  });

  it("aborts the page's calls when the path changes, not when only its query does", async () => {
    const router = createMemoryRouter([{ path: '*', element: <p>a page</p> }], { initialEntries: ['/a'] });
    render(<PageScopedRouterProvider router={router} />);
    await screen.findByText('a page');

    const first = pageSignal();
    await act(() => router.navigate('/a?page=2'));
    expect(first.aborted).toBe(false);

    await act(() => router.navigate('/b'));
    expect(first.aborted).toBe(true);
    expect(pageSignal().aborted).toBe(false);
  });
});
