import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecondaryNavigation, type SecondaryNavigationProps } from './secondary-navigation';
import { stubViewport } from '../stub-viewport';

const PAGES = [
  { id: 'users', title: 'Users', url: '/42/company/users' },
  { id: 'groups', title: 'Groups', url: '/42/company/groups' },
  { id: 'info', title: 'Contact details', url: '/42/company/info' },
  { id: 'help', title: 'Help centre', url: 'https://help.example.com/business' },
];

function Path() {
  return <output>{useLocation().pathname}</output>;
}

function renderAt(path: string, props: Partial<SecondaryNavigationProps> = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SecondaryNavigation label="Company" pages={PAGES} {...props} />
      <p>Outside</p>
      <button type="button">After</button>
      <Routes>
        <Route path="*" element={<Path />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SecondaryNavigation on wide screens', () => {
  it('marks the page it is told is current when no page URL matches the path', () => {
    stubViewport(false);
    renderAt('/42/company/mobile', { currentId: 'users' });
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Groups' })).not.toHaveAttribute('aria-current');
  });

  it('marks the page whose URL is exactly the current path', () => {
    stubViewport(false);
    renderAt('/42/company/groups');

    const nav = screen.getByRole('navigation', { name: 'Company' });
    expect(within(nav).getByRole('link', { name: 'Groups' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });

  it('does not mark a parent page on a sub-page unless partial matching is asked', () => {
    stubViewport(false);
    const { unmount } = renderAt('/42/company/users/7');
    expect(screen.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
    unmount();

    renderAt('/42/company/users/7', { match: 'partial' });
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks only the most specific page when a page and its sub-page both match', () => {
    stubViewport(false);
    const pages = [
      { id: 'tickets', title: 'Tickets', url: '/42/tickets' },
      { id: 'new-ticket', title: 'New ticket', url: '/42/tickets/new' },
    ];
    const { unmount } = renderAt('/42/tickets/new', { match: 'partial', pages });
    expect(screen.getByRole('link', { name: 'New ticket' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Tickets' })).not.toHaveAttribute('aria-current');
    unmount();

    renderAt('/42/tickets/T7', { match: 'partial', pages });
    expect(screen.getByRole('link', { name: 'Tickets' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'New ticket' })).not.toHaveAttribute('aria-current');
  });

  it('renders addresses with http as plain links', () => {
    stubViewport(false);
    renderAt('/42/company/users');

    expect(screen.getByRole('link', { name: 'Help centre' })).toHaveAttribute(
      'href',
      'https://help.example.com/business',
    );
  });

  it('marks highlighted pages with a dot that assistive technology can read', () => {
    stubViewport(false);
    renderAt('/42/company/users', { highlightedIds: ['info'], highlightLabel: 'new' });

    expect(screen.getByRole('link', { name: 'Contact details (new)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Groups' })).toBeInTheDocument();
  });

  it('navigates inside the app', async () => {
    stubViewport(false);
    const user = userEvent.setup();
    renderAt('/42/company/users');

    await user.click(screen.getByRole('link', { name: 'Groups' }));

    expect(screen.getByRole('status')).toHaveTextContent('/42/company/groups');
  });
});

describe('SecondaryNavigation below 767 px', () => {
  it('collapses to a button showing the current page', () => {
    stubViewport(true);
    renderAt('/42/company/info');

    const toggle = screen.getByRole('button', { name: 'Contact details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('opens on click and closes when an item is picked', async () => {
    stubViewport(true);
    const user = userEvent.setup();
    renderAt('/42/company/info');

    await user.click(screen.getByRole('button', { name: 'Contact details' }));
    await user.click(screen.getByRole('link', { name: 'Users' }));

    expect(screen.getByRole('status')).toHaveTextContent('/42/company/users');
    expect(screen.getByRole('button', { name: 'Users' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Groups' })).not.toBeInTheDocument();
  });

  it('closes on a click outside and on Escape', async () => {
    stubViewport(true);
    const user = userEvent.setup();
    renderAt('/42/company/info');
    const toggle = screen.getByRole('button', { name: 'Contact details' });

    await user.click(toggle);
    expect(screen.getByRole('link', { name: 'Users' })).toBeVisible();
    await user.click(screen.getByText('Outside'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives the focus back to the toggle on Escape from a page, and closes when the focus tabs past it', async () => {
    stubViewport(true);
    const user = userEvent.setup();
    renderAt('/42/company/info');
    const toggle = screen.getByRole('button', { name: 'Contact details' });

    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Users' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    await user.keyboard('{Enter}');
    for (let press = 0; press <= PAGES.length; press += 1) await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
