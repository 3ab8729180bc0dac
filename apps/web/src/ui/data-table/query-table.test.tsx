import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { QueryTable } from './query-table';

type Person = { id: string; name: string };
const answer = (items: Person[]) => ({
  isPending: false,
  isError: false,
  data: { items, total: items.length, totalCapped: false },
  refetch: vi.fn(),
});

const people = (query: ReturnType<typeof answer>) => (
  <QueryTable
    query={query}
    loading={{ label: 'Loading people' }}
    failed="People could not be loaded."
    empty="Nobody matches."
    count={(page) => `People: ${page.total}`}
    caption="People"
    columns={[{ id: 'name', header: 'Name', cell: (person: Person) => person.name }]}
    rowKey={(person) => person.id}
    pagingLabel="People pages"
    offset={0}
    pageSize={20}
    onOffset={() => {}}
  />
);

describe('QueryTable', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('shows a page of rows under its count, and an empty page as nobody, still counted', () => {
    const { rerender } = render(people(answer([{ id: 'a', name: 'Ulla' }])));
    const rows = within(screen.getByRole('table', { name: 'People' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['Ulla']);
    expect(screen.getByRole('status')).toHaveTextContent('People: 1');
    expect(screen.getByRole('navigation', { name: 'People pages' })).toHaveTextContent('1–1 of 1');
    rerender(people(answer([])));
    expect(screen.getByText('Nobody matches.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('People: 0');
  });
});
