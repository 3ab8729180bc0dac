import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingPlaceholder } from './loading-placeholder';

describe('LoadingPlaceholder', () => {
  it('tells assistive technology what is loading', () => {
    render(<LoadingPlaceholder label="Loading invoices" />);

    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading invoices');
    expect(status).toHaveAttribute('aria-busy', 'true');
  });

  it('draws as many text rows as asked', () => {
    render(<LoadingPlaceholder label="Loading" lines={5} />);

    expect(screen.getByRole('status').querySelectorAll('span[class="line"]')).toHaveLength(5);
  });

  it('draws a block of the given height', () => {
    render(<LoadingPlaceholder label="Loading chart" variant="block" height="240px" />);

    expect(screen.getByRole('status').querySelector('.block')).toHaveStyle({ height: '240px' });
  });

  it('fills the page while the user is loading', () => {
    render(<LoadingPlaceholder label="Loading" variant="page" />);

    expect(screen.getByRole('status')).toHaveClass('page');
  });
});
