import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { QueryContent, type QueryState } from './query-content';

const state = (over: Partial<QueryState<string[]>>): QueryState<string[]> => ({
  isPending: false,
  isError: false,
  data: undefined,
  refetch: vi.fn(),
  ...over,
});

const fruitList = (query: QueryState<string[]>, retry?: string, count?: (fruit: string[]) => string) => (
  <QueryContent
    query={query}
    loading={{ label: 'Loading fruit' }}
    failed="Fruit could not be loaded."
    retry={retry}
    isEmpty={(fruit) => fruit.length === 0}
    empty="No fruit yet."
    count={count}
  >
    {(fruit) => (
      <ul>
        {fruit.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    )}
  </QueryContent>
);

const renderWith = (query: QueryState<string[]>, retry?: string) => render(fruitList(query, retry));

describe('QueryContent', () => {
  it('shows the placeholder while the answer is awaited', () => {
    renderWith(state({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading fruit');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says what failed, and asks again from its retry button', async () => {
    const query = state({ isError: true, data: ['apple'] });
    renderWith(query, 'Try again');
    expect(screen.getByText('Fruit could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('offers no retry unless asked to', () => {
    renderWith(state({ isError: true }));
    expect(screen.getByText('Fruit could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says that nothing is there for an empty answer, and shows the content of any other', () => {
    renderWith(state({ data: [] }));
    expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
    cleanup();
    renderWith(state({ data: ['apple', 'pear'] }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['apple', 'pear']);
    expect(screen.queryByText('No fruit yet.')).not.toBeInTheDocument();
  });

  it('keeps the count’s status message when a filter leaves nothing, so that change is announced too', () => {
    const count = (fruit: string[]) => `Fruit: ${fruit.length}`;
    const { rerender } = render(fruitList(state({ data: ['apple', 'pear'] }), undefined, count));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Fruit: 2');
    rerender(fruitList(state({ data: [] }), undefined, count));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Fruit: 0');
    expect(screen.getByText('No fruit yet.')).toBeInTheDocument();
  });

  it('renders a first answer in a later task than the update that brought it, and later answers at once', async () => {
    // Outside act(), which would run the background pass within the update.
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      flushSync(() => root.render(fruitList(state({ isPending: true }))));
      flushSync(() => root.render(fruitList(state({ data: ['apple'] }))));
      expect(container).toHaveTextContent('Loading fruit');
      await waitFor(() => expect(container.querySelector('li')).toHaveTextContent('apple'));
      flushSync(() => root.render(fruitList(state({ data: ['apple', 'pear'] }))));
      expect(container.querySelectorAll('li')).toHaveLength(2);
    } finally {
      root.unmount();
      container.remove();
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});
