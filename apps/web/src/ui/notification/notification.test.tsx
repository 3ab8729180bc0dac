import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Notification } from './notification';

describe('Notification', () => {
  it('is announced as an alert when live', () => {
    render(
      <Notification type="error" isLive>
        Something went wrong
      </Notification>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
  });

  it('is not announced when static', () => {
    render(<Notification type="info">Your order was received</Notification>);

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Your order was received')).toBeVisible();
  });

  it.each(['info', 'success', 'warning', 'error'] as const)('shows the %s type', (type) => {
    render(
      <Notification type={type} title="Heads up">
        Text
      </Notification>,
    );

    expect(screen.getByText('Heads up').closest('[data-type]')).toHaveAttribute('data-type', type);
  });

  it('offers a dismiss button only when it can be dismissed', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    const { rerender } = render(<Notification type="warning">Stock is low</Notification>);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();

    rerender(
      <Notification type="warning" onDismiss={onDismiss} dismissLabel="Close notification">
        Stock is low
      </Notification>,
    );
    await user.click(screen.getByRole('button', { name: 'Close notification' }));

    expect(onDismiss).toHaveBeenCalledOnce();
  });
});
