import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterBar } from './filter-bar';

describe('FilterBar', () => {
  it('is a search landmark named by its label, holding the filters', () => {
    render(
      <FilterBar label="Order filters">
        <label>
          Status <select />
        </label>
      </FilterBar>,
    );
    const bar = screen.getByRole('search', { name: 'Order filters' });
    expect(within(bar).getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  });
});
