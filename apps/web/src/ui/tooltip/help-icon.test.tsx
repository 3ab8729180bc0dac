import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HelpIcon } from './help-icon';

const HELP_HTML =
  '<p>Costs are <strong>grouped</strong>.</p><a href="https://example.com/help">Read more</a>';

describe('HelpIcon', () => {
  it('is a named button', () => {
    render(<HelpIcon label="Help: cost centre" content="Costs are grouped by cost centre" />);

    expect(screen.getByRole('button', { name: 'Help: cost centre' })).toBeInTheDocument();
  });

  it('shows its help as a tooltip on keyboard focus and hides it on Escape', async () => {
    const user = userEvent.setup();
    render(<HelpIcon label="Help: cost centre" html={HELP_HTML} />);

    await user.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Costs are grouped.');
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens its help on press, for screens without hover', async () => {
    const user = userEvent.setup();
    render(<HelpIcon label="Help: cost centre" content="Costs are grouped by cost centre" />);

    await user.click(screen.getByRole('button', { name: 'Help: cost centre' }));

    expect(screen.getByRole('dialog', { name: 'Help: cost centre' })).toHaveTextContent(
      'Costs are grouped by cost centre',
    );
  });

  it('lets keyboard users reach links in the help and return to the icon', async () => {
    const user = userEvent.setup();
    render(<HelpIcon label="Help: payer" html={HELP_HTML} isClickable />);

    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Read more' })).toHaveFocus();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Help: payer' })).toHaveFocus());
  });
});
