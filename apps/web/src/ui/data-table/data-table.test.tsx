import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

type Person = { id: string; name: string; email: string };

const PEOPLE: Person[] = [
  { id: '1', name: 'Ulla', email: 'ulla@example.com' },
  { id: '2', name: 'Maria', email: 'maria@example.com' },
];
const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (person) => person.name },
  { id: 'email', header: 'Email', cell: (person) => person.email },
  {
    id: 'actions',
    header: 'Actions',
    headerContent: <em>Actions</em>,
    cell: (person) => <button type="button">Open {person.name}</button>,
  },
];

/** The widths a browser would lay the table out with: the table's own and that of its place. */
function laidOut(tableWidth: number, placeWidth: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {}
      observe() {
        this.report();
      }
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(tableWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(placeWidth);
}

describe('DataTable', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('is a keyboard stop when wider than its place, so that it can be scrolled', () => {
    laidOut(900, 600);
    render(<DataTable columns={COLUMNS} rows={PEOPLE} rowKey={(person) => person.id} caption="Price list" />);
    expect(screen.getByRole('table', { name: 'Price list' }).parentElement).toHaveAttribute('tabindex', '0');
  });

  it('is no extra keyboard stop when it fits', () => {
    laidOut(600, 600);
    const { container } = render(
      <DataTable columns={COLUMNS} rows={PEOPLE} rowKey={(person) => person.id} caption="Price list" />,
    );
    expect(container.querySelector('[tabindex]')).toBeNull();
  });

  it('renders a captioned table with a header row and one row per item', () => {
    render(<DataTable columns={COLUMNS} rows={PEOPLE} rowKey={(person) => person.id} caption="2 people" />);

    const table = screen.getByRole('table', { name: '2 people' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameEmailActions',
      'Ullaulla@example.comOpen Ulla',
      'Mariamaria@example.comOpen Maria',
    ]);
    expect(within(table).getByRole('columnheader', { name: 'Email' })).toBeInTheDocument();
  });

  it('labels each cell with its column for the phone layout, except columns with their own heading', () => {
    render(<DataTable columns={COLUMNS} rows={PEOPLE.slice(0, 1)} rowKey={(person) => person.id} />);

    const cells = screen.getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Email', null]);
  });
});
