import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { currentNotifications, dismiss, notify } from '../../lib/notifications/notification-store';
import { Modal } from '../../ui';
import { NotificationArea } from './notification-area';

const REFUSAL = 'The address is already in another contact group';

function PageWithDialog() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <NotificationArea />
      <p>Ticket form</p>
      <Modal isOpen={isOpen} onOpenChange={setOpen} title="New contact group" closeLabel="Close">
        <p>Name and addresses</p>
      </Modal>
    </>
  );
}

/** What a screen reader cannot reach: the element or an ancestor hidden by the open modal. */
const hiddenBy = (element: Element) => element.closest('[aria-hidden="true"], [inert]');

afterEach(() => currentNotifications().forEach((notice) => dismiss(notice.key)));

describe('notices while a modal dialog is open', () => {
  it('are announced and reachable though the dialog hides the rest of the page', () => {
    render(<PageWithDialog />);
    expect(hiddenBy(screen.getByText('Ticket form'))).not.toBeNull();

    act(() => void notify({ text: REFUSAL, type: 'error' }));

    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent(REFUSAL);
    expect(hiddenBy(notice)).toBeNull();
    expect(screen.getByRole('dialog', { name: 'New contact group' })).toBeInTheDocument();
  });

  it('can be dismissed without closing the dialog', async () => {
    const user = userEvent.setup();
    render(<PageWithDialog />);
    act(() => void notify({ text: REFUSAL, type: 'error' }));

    await user.click(screen.getByRole('button', { name: 'Sulje ilmoitus' }));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'New contact group' })).toBeInTheDocument();
  });
});

describe('a notice with a link', () => {
  it('leads to the page of its subject and goes away when followed', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/100001/order/new']}>
        <NotificationArea />
        <Routes>
          <Route path="/100001/order/new" element={<p>Catalogue</p>} />
          <Route path="/100001/orders/:orderId" element={<p>Order page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    act(
      () =>
        void notify({
          text: 'Order 4100042 has been received.',
          link: { to: '/100001/orders/42', label: 'Show the order' },
        }),
    );

    await user.click(screen.getByRole('link', { name: 'Show the order' }));

    expect(screen.getByText('Order page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
