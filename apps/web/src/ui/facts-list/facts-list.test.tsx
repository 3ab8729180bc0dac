import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FactsList } from './facts-list';

describe('FactsList', () => {
  it('lists each term with its value under the given label', () => {
    render(
      <FactsList aria-label="Subscription" mutedTerms wideTerms stackOnNarrow>
        <dt>Number</dt>
        <dd>+358 40 123 4567</dd>
        <div>
          <dt>Status</dt>
          <dd>Active</dd>
        </div>
      </FactsList>,
    );
    const list = screen.getByLabelText('Subscription');
    expect(list.tagName).toBe('DL');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Number', 'Status']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '+358 40 123 4567',
      'Active',
    ]);
  });
});
