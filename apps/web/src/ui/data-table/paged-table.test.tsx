import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { PagedTable } from './paged-table';

const page = {
  items: [
    { id: 'a', name: 'Ulla' },
    { id: 'b', name: 'Maria' },
  ],
  total: 4,
  totalCapped: false,
};

describe('PagedTable', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('shows the page’s rows and moves to the next page', async () => {
    const onOffset = vi.fn();
    render(
      <PagedTable
        caption="People"
        columns={[{ id: 'name', header: 'Name', cell: (person: { name: string }) => person.name }]}
        rowKey={(person) => person.id}
        page={page}
        pagingLabel="People pages"
        offset={0}
        pageSize={2}
        onOffset={onOffset}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'People' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['Ulla', 'Maria']);
    const pager = screen.getByRole('navigation', { name: 'People pages' });
    expect(pager).toHaveTextContent('1–2 of 4');
    await userEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onOffset).toHaveBeenCalledWith(2);
  });

  it('marks the rows busy while a newer page is on its way', () => {
    const { container } = render(
      <PagedTable
        columns={[{ id: 'name', header: 'Name', cell: (person: { name: string }) => person.name }]}
        rowKey={(person) => person.id}
        page={page}
        pagingLabel="People pages"
        offset={0}
        pageSize={2}
        onOffset={() => {}}
        busy
      />,
    );
    expect(container.querySelector('[aria-busy="true"]')).toContainElement(screen.getByRole('table'));
  });
});
