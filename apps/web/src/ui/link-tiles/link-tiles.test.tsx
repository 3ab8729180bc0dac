import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
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
            { id: 'invoices', title: 'Invoices', href: '/1/invoices' },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('list', { name: 'Pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('href', '/1/tickets');
    expect(screen.getByRole('link', { name: 'Invoices' })).toHaveAttribute('href', '/1/invoices');
  });
});
