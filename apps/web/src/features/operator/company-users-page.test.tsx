import { ROLES } from '@kaista/domain/shared/roles';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { CompanyUsersPage } from './company-users-page';
import { json, operator, renderAt } from './operator-test-render';

const users = [
  {
    uid: 'maria',
    name: 'Maria Manninen',
    email: 'manager@aurora.example',
    roles: ['ServiceManager', 'ServiceManagerUser'],
    canImpersonate: true,
  },
  {
    uid: 'ulla',
    name: 'Ulla Käyttäjä',
    email: 'user@aurora.example',
    roles: ['ServiceUser'],
    canImpersonate: true,
  },
];

describe('the company users page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['fi', 'Palvelupäällikkö', 'Palvelukäyttäjä'],
    ['en', 'Service manager', 'Service user'],
    ['sv', 'Tjänsteansvarig', 'Tjänsteanvändare'],
  ])('names the roles in %s, not by their codes', async (language, manager, serviceUser) => {
    await i18n.changeLanguage(language);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(users)),
    );
    renderAt('/:companyId/company/users', <CompanyUsersPage />, operator);
    expect(await screen.findByText(manager)).toBeInTheDocument();
    expect(screen.getByText(serviceUser)).toBeInTheDocument();
    expect(screen.queryByText(/ServiceUser|ServiceManager/)).not.toBeInTheDocument();
  });

  it('has a name for every role of the domain in every language', () => {
    for (const language of ['fi', 'en', 'sv'])
      for (const role of ROLES)
        expect(i18n.exists(`company-users.role-names.${role}`, { lng: language }), role).toBe(true);
  });
});
