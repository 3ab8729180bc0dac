import { businessesCalls } from '@kaista/domain/businesses';
import { PERMISSIONS } from '@kaista/domain/shared/roles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { auroraCompany } from '../../test/test-company';
import { Header } from './header';

/** The header of Aurora's home page, with its mobile menu opened from the toggle. */
async function openMobileMenu() {
  mockApi([answer(businessesCalls.get, () => auroraCompany)]);
  renderRoutes([{ path: ':companyId/home', element: <Header companyId="100001" /> }], '/100001/home', {
    user: auroraManagerWith(PERMISSIONS),
  });
  const toggle = await screen.findByRole('button', { name: 'Open menu' });
  await userEvent.click(toggle);
  const menuId = toggle.getAttribute('aria-controls') ?? '';
  expect(document.getElementById(menuId)).toBeInTheDocument();
  return { toggle, menuId };
}

describe('the mobile menu', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('closes on Escape pressed right after opening it, the focus staying on its toggle', async () => {
    const { toggle, menuId } = await openMobileMenu();
    expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById(menuId)).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes on Escape from a link in it, giving the focus back to its toggle', async () => {
    const { toggle, menuId } = await openMobileMenu();
    const menu = document.getElementById(menuId) as HTMLElement;
    within(menu).getAllByRole('link')[0]?.focus();
    await userEvent.keyboard('{Escape}');
    expect(document.getElementById(menuId)).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });
});
