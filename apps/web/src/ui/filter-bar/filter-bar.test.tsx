import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from './filter-bar';
import { stubViewport } from '../stub-viewport';

function renderBar(active = 0) {
  return render(
    <FilterBar label="Order filters" filters={{ active, clear: () => undefined }}>
      <input aria-label="Search" />
      <input aria-label="Status" />
      <input aria-label="Type" />
    </FilterBar>,
  );
}

afterEach(() => vi.unstubAllGlobals());

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

  it('shows every filter side by side on a wide screen, with nothing to unfold', () => {
    stubViewport(false);
    renderBar();
    expect(screen.getByRole('textbox', { name: 'Type' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Muut rajaukset' })).not.toBeInTheDocument();
  });

  it('on a phone shows the search and folds the other filters behind a button', async () => {
    stubViewport(true);
    renderBar();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Status' })).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Muut rajaukset' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type' })).toBeInTheDocument();
  });

  it('on a phone starts open when a filter is already set, so a filtered list shows why', () => {
    stubViewport(true);
    renderBar(1);
    expect(screen.getByRole('button', { name: 'Muut rajaukset' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Type' })).toBeInTheDocument();
  });

  it('on a phone keeps two filters as they are: there is little to fold', () => {
    stubViewport(true);
    render(
      <FilterBar label="Order filters">
        <input aria-label="Search" />
        <input aria-label="Status" />
      </FilterBar>,
    );
    expect(screen.getByRole('textbox', { name: 'Status' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
