import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ComingMark } from './coming-mark';
import { LinkTiles } from './link-tiles';

describe('LinkTiles', () => {
  it('links every tile to its page', () => {
    render(
      <MemoryRouter>
        <h2 id="pages">Pages</h2>
        <LinkTiles
          labelledBy="pages"
          tiles={[
            { id: 'tickets', title: 'Tickets', href: '/1/tickets' },
            { id: 'invoices', title: 'Invoices', href: '/1/invoices', comingLabel: 'coming soon' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('list', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/1/tickets');
    // The mark is part of the link's name, in words.
    expect(screen.getByRole('link', { name: 'Invoices (coming soon)' })).toHaveAttribute(
      'href',
      '/1/invoices',
    );
  });
});

describe('ComingMark', () => {
  it('shows its label as text', () => {
    render(<ComingMark label="tulossa" />);
    expect(screen.getByText('tulossa')).toBeVisible();
  });
});
