import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../stub-viewport';
import { DataTable, type DataTableColumn } from './data-table';
import type { CrowdedTable } from './use-table-fit';

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
    headerContent: (stacked) => <button type="button">{stacked ? 'Choose all' : 'All'}</button>,
    cell: (person) => <button type="button">Open {person.name}</button>,
  },
];

/** The callbacks of the resize observers, called again as the browser would after a resize. */
let reportResize: () => void = () => undefined;

/** The widths a browser would lay the table out with: that of its content and that of its place. */
function laidOut(contentWidth: number, placeWidth: number) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(private readonly report: () => void) {
        reportResize = () => act(() => this.report());
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(contentWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(placeWidth);
}

function renderTable(whenCrowded?: CrowdedTable) {
  render(
    <DataTable
      columns={COLUMNS}
      rows={PEOPLE}
      rowKey={(person) => person.id}
      caption="People"
      whenCrowded={whenCrowded}
    />,
  );
  return screen.getByRole('table', { name: 'People' });
}

describe('DataTable', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('stacks a list’s rows when its columns are wider than their place, with no sideways scroll', () => {
    laidOut(900, 600);
    const table = renderTable();
    expect(table).toHaveAttribute('data-stacked');
    expect(table.parentElement).not.toHaveAttribute('tabindex');
  });

  it('goes back to columns only once its place is as wide as the columns needed', () => {
    laidOut(900, 600);
    const table = renderTable();
    // Stacked, the table fits a place wider than before but narrower than its columns.
    laidOut(800, 800);
    reportResize();
    expect(table).toHaveAttribute('data-stacked');
    laidOut(900, 900);
    reportResize();
    expect(table).not.toHaveAttribute('data-stacked');
  });

  it('keeps a report’s columns when wider than its place, a keyboard stop so that it can be scrolled', () => {
    laidOut(900, 600);
    const table = renderTable('scroll');
    expect(table).not.toHaveAttribute('data-stacked');
    expect(table.parentElement).toHaveAttribute('tabindex', '0');
  });

  it('keeps its columns and is no extra keyboard stop when it fits', () => {
    laidOut(600, 600);
    const table = renderTable();
    expect(table).not.toHaveAttribute('data-stacked');
    expect(table.parentElement).not.toHaveAttribute('tabindex');
  });

  it('stacks on a phone, a report too, where a column’s own heading is told to name itself', () => {
    stubViewport(true);
    laidOut(300, 600);
    const table = renderTable('scroll');
    expect(table).toHaveAttribute('data-stacked');
    expect(within(table).getByRole('button', { name: 'Choose all' })).toBeInTheDocument();
    // Laid out as blocks, its parts keep their table roles written out, for browsers that would drop them.
    expect(table).toHaveAttribute('role', 'table');
    expect(table).toHaveAccessibleName('People');
    expect(table.querySelectorAll('tr[role="row"]')).toHaveLength(PEOPLE.length + 1);
    expect(table.querySelectorAll('td[role="cell"]')).toHaveLength(PEOPLE.length * COLUMNS.length);
    expect(table.querySelectorAll('th[role="columnheader"]')).toHaveLength(COLUMNS.length);
  });

  it('renders a captioned table with a header row and one row per item', () => {
    render(<DataTable columns={COLUMNS} rows={PEOPLE} rowKey={(person) => person.id} caption="2 people" />);

    const table = screen.getByRole('table', { name: '2 people' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'NameEmailAll',
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
