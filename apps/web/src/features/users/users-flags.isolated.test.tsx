import type { FeatureFlag } from '@kaista/domain/shared/constants';
import { groupCalls, type GroupSummary } from '@kaista/domain/groups';
import { endUserCalls, userCalls, type CompanyUser } from '@kaista/domain/users';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { LASKUTUS, groupPage, renderUsersAt } from './users-test-fixtures';

/**
 * §9: the user flags are on in every environment the portal ships with, so the test switches them off itself:
 * the app's own flags, less the ones named here.
 */
const switchedOff = vi.hoisted(() => new Set<string>());
vi.mock('../../lib/routing/feature-flags', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../lib/routing/feature-flags')>();
  return {
    ...actual,
    useFeatureFlags: () =>
      Object.fromEntries(
        Object.entries(actual.useFeatureFlags()).map(([flag, on]) => [flag, on && !switchedOff.has(flag)]),
      ),
  };
});

const laskutus: GroupSummary = {
  uid: LASKUTUS,
  kind: 'permission',
  name: 'Laskutus',
  roles: [],
  permissions: ['TicketingReadTicket'],
  memberCount: 0,
  version: 1,
};
const ulla: CompanyUser = {
  uid: 'ulla',
  firstName: 'Ulla',
  lastName: 'Käyttäjä',
  email: 'user@aurora.example',
  phone: '+358401234567',
  roles: ['ServiceUser'],
  permissions: ['TicketingReadTicket'],
  twoFactorMethod: 'PASSWORD',
  groups: [],
  effective: { roles: ['ServiceUser'], permissions: ['TicketingReadTicket'] },
  version: 3,
};

/** Each action of a user's page by the flag it stands behind, as a person finds it on the page. */
const ACTIONS: Record<string, { flag: FeatureFlag; find: () => HTMLElement | null }> = {
  remove: { flag: 'delete-user', find: () => screen.queryByRole('button', { name: 'Remove the user' }) },
  rights: { flag: 'modify-users', find: () => screen.queryByRole('button', { name: 'Save the rights' }) },
  phone: {
    flag: 'modify-users',
    find: () => screen.queryByRole('button', { name: 'Change the mobile number' }),
  },
  endUser: {
    flag: 'modify-users',
    find: () => screen.queryByRole('searchbox', { name: 'Find an end user by name or e-mail' }),
  },
  signIn: {
    flag: 'sms-otp-management',
    find: () => screen.queryByRole('button', { name: 'Change the sign-in method' }),
  },
  groups: { flag: 'modify-groups', find: () => screen.queryByRole('button', { name: /Add to a group/ }) },
};

function mockUserPage(shown: CompanyUser = ulla) {
  mockApi([
    answer(userCalls.get, () => shown),
    answer(endUserCalls.linked, () => ({ endUser: null })),
    answer(groupCalls.userGroups, () => ({
      authorizationGroupIds: [],
      permissionGroupIds: [],
      groups: [],
      version: 3,
    })),
    answer(groupCalls.permission.list, () => groupPage([laskutus])),
    answer(groupCalls.authorization.list, () => groupPage([])),
  ]);
}

/** The page is in when the user's details are; the groups and the end user come in a moment later. */
async function openUserPage() {
  mockUserPage();
  renderUsersAt('/ulla');
  expect(await screen.findByRole('heading', { name: 'Ulla Käyttäjä' }, { timeout: 15_000 })).toBeVisible();
  await screen.findByText('The user is in no group.');
  await screen.findByText('Not linked to an end user.');
}

// The first test of a file also waits for the lazily loaded page module.
describe('the §9 user flags hide the actions they name', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    switchedOff.clear();
    vi.unstubAllGlobals();
  });

  it('shows every action of a user’s page while its flag is on', async () => {
    await openUserPage();
    await waitFor(() => expect(ACTIONS.groups!.find()).not.toBeNull());
    for (const [name, action] of Object.entries(ACTIONS)) expect(action.find(), name).not.toBeNull();
  });

  it('does not offer removing oneself, which the server refuses', async () => {
    // The signed-in test manager's own uid is u1.
    mockUserPage({ ...ulla, uid: 'u1', firstName: 'Test', lastName: 'User' });
    renderUsersAt('/u1');
    expect(await screen.findByRole('heading', { name: 'Test User' }, { timeout: 15_000 })).toBeVisible();
    await waitFor(() => expect(ACTIONS.rights!.find()).not.toBeNull());
    expect(ACTIONS.remove!.find()).toBeNull();
  });

  it.each(['delete-user', 'modify-users', 'sms-otp-management', 'modify-groups'] as const)(
    'hides exactly the actions behind %s when it is off',
    async (flag) => {
      switchedOff.add(flag);
      await openUserPage();
      // The details stay readable whatever is switched off.
      expect(screen.getByText('040 123 4567')).toBeInTheDocument();
      for (const [name, action] of Object.entries(ACTIONS))
        if (action.flag === flag) expect(action.find(), name).toBeNull();
        else await waitFor(() => expect(action.find(), name).not.toBeNull());
    },
  );

  it('offers adding a user only while create-users is on', async () => {
    mockApi([answer(userCalls.list, () => ({ ...groupPage([]), items: [ulla], total: 1 }))]);
    renderUsersAt('');
    expect(await screen.findByRole('link', { name: 'Käyttäjä Ulla' }, { timeout: 15_000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add a user' })).toBeInTheDocument();
  });

  it('hides adding a user while create-users is off', async () => {
    switchedOff.add('create-users');
    mockApi([answer(userCalls.list, () => ({ ...groupPage([]), items: [ulla], total: 1 }))]);
    renderUsersAt('');
    expect(await screen.findByRole('link', { name: 'Käyttäjä Ulla' }, { timeout: 15_000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add a user' })).not.toBeInTheDocument();
  });
});
