import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCount } from './result-count';

describe('ResultCount', () => {
  it('is a status message, so a changed count is announced where the focus stays', () => {
    const { rerender } = render(<ResultCount>12 orders</ResultCount>);
    expect(screen.getByRole('status')).toHaveTextContent('12 orders');
    rerender(<ResultCount>3 orders</ResultCount>);
    expect(screen.getByRole('status')).toHaveTextContent('3 orders');
  });
});
