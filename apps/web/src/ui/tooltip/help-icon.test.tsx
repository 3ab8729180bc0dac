import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HelpIcon } from './help-icon';

describe('HelpIcon', () => {
  it('is a named button', () => {
    render(<HelpIcon label="Help: cost centre" content="Costs are grouped by cost centre" />);

    expect(screen.getByRole('button', { name: 'Help: cost centre' })).toBeInTheDocument();
  });

  it('shows its help on press, for screens without hover', async () => {
    const user = userEvent.setup();
    render(<HelpIcon label="Help: cost centre" content="Costs are grouped by cost centre" />);

    await user.click(screen.getByRole('button', { name: 'Help: cost centre' }));

    expect(screen.getByRole('tooltip')).toHaveTextContent('Costs are grouped by cost centre');
  });

  it('shows its help on keyboard focus and hides it on Escape', async () => {
    const user = userEvent.setup();
    render(<HelpIcon label="Help: cost centre" html="<p>Costs are <strong>grouped</strong></p>" />);

    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Costs are grouped');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
