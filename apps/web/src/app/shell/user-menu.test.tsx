import type { Profile, UserInfo } from '@kaista/domain/session';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { sessionKeys } from '../../lib/session/session-queries';
import { Providers } from '../providers';
import { testProfile, testUser } from '../../test/test-users';
import { UserMenu } from './user-menu';

const fetchMock = vi.fn<typeof fetch>();
const manager = testUser(
  [],
  ['100001', '100002', '100004'].map((uid) => ({ uid, roles: ['ServiceManagerUser'], permissions: [] })),
);

function renderMenu(user: UserInfo = manager, profile: Profile = testProfile('100001')) {
  const client = new QueryClient();
  client.setQueryData(sessionKeys.user, user);
  client.setQueryData(sessionKeys.profile, profile);
  client.setQueryData(sessionKeys.environment, { environment: 'ci' });
  const router = createMemoryRouter(
    [{ path: '/:companyId/home', element: <UserMenu companyId="100001" /> }],
    { initialEntries: ['/100001/home'] },
  );
  render(
    <Providers client={client}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return client;
}

function putBodies(): unknown[] {
  return fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  fetchMock.mockReset();
});

describe('UserMenu', () => {
  it('applies a new language at once and saves it to the profile', async () => {
    fetchMock.mockResolvedValue(Response.json({ ...testProfile('100001'), userLanguage: 'sv' }));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Svenska' }));
    expect(i18n.language).toBe('sv');
    expect(document.documentElement.lang).toBe('sv');
    expect(putBodies()).toEqual([{ userLanguage: 'sv' }]);
  });

  it('lists the companies of a company user and marks the current and the default', async () => {
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    const companies = within(screen.getByRole('group', { name: 'Companies' })).getAllByRole('button');
    expect(companies.map((b) => b.textContent)).toEqual([
      'Company 100001Default',
      'Company 100002',
      'Company 100004',
    ]);
    expect(companies[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.queryByRole('link', { name: 'Search for a company' })).toBeNull();
  });

  it('offers operator staff the company search instead of a company list', async () => {
    renderMenu(testUser(['DCUser']), testProfile(null));
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    expect(screen.getByRole('link', { name: 'Search for a company' })).toHaveAttribute('href', '/0');
    expect(screen.queryByRole('group', { name: 'Companies' })).toBeNull();
  });

  it('changes the default company only once one is chosen, never offering the current default', async () => {
    fetchMock.mockResolvedValue(Response.json(testProfile('100004')));
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Change default company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change default company' });
    const choices = within(dialog).getAllByRole('radio');
    expect(choices.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Company 100002',
      'Company 100004',
    ]);
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.click(choices[1]!);
    await userEvent.click(confirm);
    expect(putBodies()).toEqual([{ defaultCompany: { uid: '100004' } }]);
  });

  it('tells in the dialog that a company is no longer the user’s', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'The default company must be one of your companies.',
          fieldErrors: { defaultCompany: 'error.invalid-company' },
        },
        { status: 400 },
      ),
    );
    renderMenu();
    await userEvent.click(screen.getByRole('button', { name: /User menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Change default company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change default company' });
    await userEvent.click(within(dialog).getAllByRole('radio')[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText(/That company cannot be chosen: it is no longer one of your companies/),
    ).toBeInTheDocument();
  });
});
