import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ListSearchInput } from './list-search-input';

/** A list whose search lives outside the box, as the address holds it. */
function SearchedList({ onSearch }: { onSearch: (text: string) => void }) {
  const [searched, setSearched] = useState('');
  return (
    <>
      <ListSearchInput
        label="Search"
        searched={searched}
        onSearch={(text) => {
          onSearch(text);
          setSearched(text);
        }}
        clearLabel="Clear search"
        maxLength={10}
      />
      <button type="button" onClick={() => setSearched('from a link')}>
        Follow a link
      </button>
    </>
  );
}

describe('ListSearchInput', () => {
  it('takes no more than the list’s query takes, so a longer text is not dropped for the whole list', async () => {
    const onSearch = vi.fn();
    render(<SearchedList onSearch={onSearch} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Virtanen Ulla Maria{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('Virtanen U');
  });

  it('searches for the trimmed text on Enter or the button only, and for everything when the box is emptied', async () => {
    const onSearch = vi.fn();
    render(<SearchedList onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, '  Ulla ');
    expect(onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, '{Enter}');
    expect(onSearch).toHaveBeenLastCalledWith('Ulla');
    // The search button is named by the box's label when it is given no name of its own.
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenLastCalledWith('Ulla');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(onSearch).toHaveBeenCalledTimes(3);
  });

  it('does not search again when an unsearched box is emptied', async () => {
    const onSearch = vi.fn();
    render(<SearchedList onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'U');
    await userEvent.clear(box);
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('shows a search that came from elsewhere', async () => {
    render(<SearchedList onSearch={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Follow a link' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('from a link');
  });
});
