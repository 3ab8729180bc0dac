import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BarChart } from './bar-chart';
import { fittedLabel, labelPlacement } from './bar-chart-labels';

const bars = [
  { key: '2026-10', label: 'Oct', longLabel: 'October 2026', value: 1200 },
  { key: '2026-11', label: 'Nov', longLabel: 'November 2026', value: -300, highlight: true },
];

describe('the bar chart', () => {
  it('reads as a table named by its title, the drawing hidden from assistive technology', () => {
    render(
      <BarChart
        title="Spend"
        bars={bars}
        formatValue={(value) => `${value} €`}
        categoryHeader="Month"
        valueHeader="Sum"
      />,
    );
    expect(screen.getByRole('figure', { name: 'Spend' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Spend' });
    expect(within(table).getByRole('columnheader', { name: 'Month' })).toBeInTheDocument();
    expect(within(table).getByRole('rowheader', { name: 'November 2026' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '-300 €' })).toBeInTheDocument();
    expect(document.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(document.querySelectorAll('rect')).toHaveLength(2);
  });

  it('says so instead of drawing when every value is zero', () => {
    render(
      <BarChart
        title="Spend"
        bars={[{ key: 'a', label: 'A', value: 0 }]}
        formatValue={String}
        categoryHeader="Month"
        valueHeader="Sum"
        emptyText="Nothing yet"
      />,
    );
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('links each bar to the figures behind it: the table row for everyone, the bar for the pointer', () => {
    render(
      <MemoryRouter>
        <BarChart
          title="Spend"
          bars={bars.map((bar) => ({ ...bar, to: `/invoices?month=${bar.key}` }))}
          formatValue={(value) => `${value} €`}
          categoryHeader="Month"
          valueHeader="Sum"
          showTable
        />
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Spend' });
    expect(within(table).getByRole('link', { name: 'October 2026' })).toHaveAttribute(
      'href',
      '/invoices?month=2026-10',
    );
    // The drawing's links are not in the tab order (the table's are), so nothing focusable is hidden.
    const drawn = document.querySelectorAll('svg a');
    expect(drawn).toHaveLength(2);
    for (const link of drawn) expect(link).toHaveAttribute('tabindex', '-1');
  });

  it('labels every third of 24 bars under the drawing, the last among them, while the table names every one', () => {
    const months = Array.from({ length: 24 }, (_, index) => ({
      key: `m${index + 1}`,
      label: `${index + 1}`,
      longLabel: `Month ${index + 1}`,
      value: 100 + index,
    }));
    render(
      <BarChart title="Spend" bars={months} formatValue={String} categoryHeader="Month" valueHeader="Sum" />,
    );
    const drawn = [...document.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(drawn).toEqual(['3', '6', '9', '12', '15', '18', '21', '24']);
    expect(document.querySelectorAll('rect')).toHaveLength(24);
    expect(within(screen.getByRole('table', { name: 'Spend' })).getAllByRole('rowheader')).toHaveLength(24);
  });

  it('labels every bar of a short chart, or every n-th when the caller says so', () => {
    const { unmount } = render(
      <BarChart title="Spend" bars={bars} formatValue={String} categoryHeader="Month" valueHeader="Sum" />,
    );
    expect([...document.querySelectorAll('svg text')].map((text) => text.textContent)).toEqual([
      'Oct',
      'Nov',
    ]);
    unmount();
    render(
      <BarChart
        title="Spend"
        bars={bars}
        formatValue={String}
        categoryHeader="Month"
        valueHeader="Sum"
        labelEvery={2}
      />,
    );
    expect([...document.querySelectorAll('svg text')].map((text) => text.textContent)).toEqual(['Nov']);
  });
});

describe('a label under a bar', () => {
  it('is centred under its bar, or held against the edge it would be cut off at', () => {
    expect(labelPlacement('11.26', 180, 360)).toEqual({ x: 180, anchor: 'middle' });
    // The last of 24 bars (15 units each) is centred 7.5 from the right edge: too near for five characters.
    expect(labelPlacement('11.26', 352.5, 360)).toEqual({ x: 360, anchor: 'end' });
    expect(labelPlacement('12.24', 7.5, 360)).toEqual({ x: 0, anchor: 'start' });
    expect(labelPlacement('M', 352.5, 360)).toEqual({ x: 352.5, anchor: 'middle' });
  });
});

describe('a long label under a bar', () => {
  it('is cut short with an ellipsis to the room up to the next label, a short one drawn whole', () => {
    expect(fittedLabel('Tampereen terminaali', 60)).toBe('Tampere…');
    expect(fittedLabel('Hallinto', 60)).toBe('Hallinto');
    expect(fittedLabel('Tampereen terminaali', 360)).toBe('Tampereen terminaali');
  });

  it('stands at an angle, whole, when it would be cut short level; the table and the tooltip name it too', () => {
    const names = ['Varasto', 'Hallinto', 'Tampereen terminaali', 'Kuljetus', 'Myynti', 'IT-palvelut'];
    render(
      <BarChart
        title="Subscriptions by cost centre"
        bars={names.map((name, index) => ({ key: name, label: name, value: 10 - index }))}
        formatValue={String}
        categoryHeader="Cost centre"
        valueHeader="Subscriptions"
      />,
    );
    const texts = [...document.querySelectorAll('svg text')];
    expect(texts.map((text) => text.textContent)).toEqual(names);
    expect(texts.every((text) => text.getAttribute('transform')?.startsWith('rotate(40 '))).toBe(true);
    // The drawing grows to hold them: below its bars and past its right edge.
    const [, , width, height] = document
      .querySelector('svg')!
      .getAttribute('viewBox')!
      .split(' ')
      .map(Number);
    expect(width).toBeGreaterThan(360);
    expect(height).toBeGreaterThan(160);
    const table = screen.getByRole('table', { name: 'Subscriptions by cost centre' });
    expect(within(table).getByRole('rowheader', { name: 'Tampereen terminaali' })).toBeInTheDocument();
    expect(document.querySelectorAll('svg title')[2]).toHaveTextContent('Tampereen terminaali: 8');
  });
});
