import type { CompanyUser } from '@kaista/domain/users';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../lib/http/http-error';
import { i18n } from '../../lib/i18n/i18n';
import { goBack, renderRoutes } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { RemoveUserButton } from './remove-user-button';

const ulla = { uid: 'ulla', firstName: 'Ulla', lastName: 'Käyttäjä' } as CompanyUser;

function renderButton(onRemove: () => Promise<unknown>) {
  return renderRoutes(
    [
      { path: '/users/ulla', element: <RemoveUserButton user={ulla} onRemove={onRemove} /> },
      { path: '/users', element: <p>the users list</p> },
    ],
    '/users/ulla',
    { user: testUser([]) },
  );
}

describe('removing a user', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('asks first, and removes nothing when the question is cancelled', async () => {
    const onRemove = vi.fn(() => Promise.resolve());
    renderButton(onRemove);
    await userEvent.click(screen.getByRole('button', { name: i18n.t('users.delete') }));
    const dialog = screen.getByRole('alertdialog', { name: i18n.t('users.delete-confirm-title') });
    expect(dialog).toHaveTextContent('Ulla Käyttäjä');
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('common.cancel') }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onRemove).not.toHaveBeenCalled();
  });

  it('says in the dialog when the removal is refused (the last administrator)', async () => {
    renderButton(() => Promise.reject(new HttpError(409, 'ILLEGAL_STATE', 'last administrator')));
    await userEvent.click(screen.getByRole('button', { name: i18n.t('users.delete') }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: i18n.t('users.delete') }));
    expect(await within(dialog).findByText(i18n.t('users.illegal-state'))).toBeInTheDocument();
  });

  it('goes back to the list once removed, and Back does not return to the removed user', async () => {
    const { router } = renderButton(() => Promise.resolve());
    await userEvent.click(screen.getByRole('button', { name: i18n.t('users.delete') }));
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: i18n.t('users.delete') }),
    );
    expect(await screen.findByText('the users list')).toBeInTheDocument();
    expect(await goBack(router)).toBe('/users');
  });
});
