import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button/button';
import { Tooltip } from './tooltip';

describe('Tooltip', () => {
  it('describes its control when the control gets keyboard focus', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Sends the order to approval">
        <Button>Send</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.tab();

    expect(screen.getByRole('tooltip')).toHaveTextContent('Sends the order to approval');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAccessibleDescription(
      'Sends the order to approval',
    );
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Sends the order to approval">
        <Button>Send</Button>
      </Tooltip>,
    );

    await user.tab();
    await user.keyboard('{Escape}');

    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on hover', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Sends the order to approval" openDelay={0}>
        <Button>Send</Button>
      </Tooltip>,
    );

    // React Aria opens on hover only once the pointer is the input in use, as it is for a real mouse user.
    await user.click(document.body);
    await user.hover(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sends the order to approval');
  });

  it('shows server HTML sanitised', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip
        html={'<strong>Note</strong><script>steal()</script><a href="https://example.com">more</a>'}
        isClickable
      >
        <Button>Send</Button>
      </Tooltip>,
    );

    await user.tab();

    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.querySelector('strong')).toHaveTextContent('Note');
    expect(tooltip.querySelector('script')).toBeNull();
    expect(tooltip.querySelector('a')).toHaveAttribute('href', 'https://example.com');
  });
});
