import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BackLink } from './back-link';

describe('BackLink', () => {
  it('leads to the page it names, with an arrow that is not read out as part of its name', () => {
    render(
      <MemoryRouter initialEntries={['/100001/invoices/7']}>
        <BackLink to="/100001/invoices">Back to invoices</BackLink>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Back to invoices' });
    expect(link).toHaveAttribute('href', '/100001/invoices');
    expect(link).toHaveTextContent('← Back to invoices');
  });
});
