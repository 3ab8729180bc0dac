import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('says why nothing is shown and offers the way forward', () => {
    render(<EmptyState action={<button type="button">Try again</button>}>Nothing matches.</EmptyState>);
    expect(screen.getByText('Nothing matches.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
