import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

function Harness({ onSubmit, maxLength }: { onSubmit: (value: string) => void; maxLength?: number }) {
  const [value, setValue] = useState('');
  return (
    <SearchInput
      label="Search companies"
      value={value}
      onChange={setValue}
      onSubmit={onSubmit}
      clearLabel="Clear search"
      searchLabel="Search"
      maxLength={maxLength}
    />
  );
}

describe('SearchInput', () => {
  it('searches on Enter and with the search button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);

    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'Acme{Enter}');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(onSubmit).toHaveBeenNthCalledWith(1, 'Acme');
    expect(onSubmit).toHaveBeenNthCalledWith(2, 'Acme');
  });

  it('takes no more than the longest search the call takes', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} maxLength={5} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'Aurora Logistics{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Auror');
  });

  it('shows the clear button only with text, and clearing empties the field', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    const input = screen.getByRole('searchbox');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();

    await user.type(input, 'Acme');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    expect(input).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('clears with Escape', async () => {
    const user = userEvent.setup();
    render(<Harness onSubmit={vi.fn()} />);
    const input = screen.getByRole('searchbox');

    await user.type(input, 'Acme{Escape}');

    expect(input).toHaveValue('');
  });
});
