import { companySearchCalls } from '@kaista/domain/company-search';
import { sessionCalls } from '@kaista/domain/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { DEFAULT_PROFILE } from '../../lib/session/session-queries';
import { answer, mockApi } from '../../test/api-mock';
import { goBack, renderAt } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { auroraCompany } from '../../test/test-company';
import { NewCompanyPage } from './new-company-page';

const dcUser = testUser(['DCUser']);

async function fillAndCreate(country?: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Norrsken AB');
  await user.type(screen.getByRole('textbox', { name: 'Identifier' }), '2048049-4');
  await user.type(screen.getByRole('textbox', { name: 'Street address' }), 'Storgatan 1');
  await user.type(screen.getByRole('textbox', { name: 'City' }), 'Stockholm');
  await user.type(screen.getByRole('textbox', { name: 'Postal number' }), '11122');
  if (country) {
    await user.click(screen.getByRole('button', { name: /Country/ }));
    await user.click(await screen.findByRole('option', { name: country }));
  }
  await user.click(screen.getByRole('button', { name: 'Create company' }));
}

describe('a new company', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('opens the company made, and Back leads past the sent form', async () => {
    mockApi([
      answer(companySearchCalls.create, () => auroraCompany),
      answer(sessionCalls.updateProfile, () => DEFAULT_PROFILE),
      answer(sessionCalls.activateCompany, () => ({
        currentCompanyId: auroraCompany.uid,
        expiresAt: '2026-12-07T18:00:00Z',
      })),
      answer(sessionCalls.userInfo, () => ({ ...dcUser, currentCompanyId: auroraCompany.uid })),
    ]);
    const { router } = renderAt('/0/company/new', <NewCompanyPage />, dcUser);
    await fillAndCreate();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${auroraCompany.uid}/home`));
    expect(await goBack(router)).not.toBe('/0/company/new');
  });

  it('takes the head office’s country by its name from a list, as the company’s own page does', async () => {
    const calls = mockApi([answer(companySearchCalls.create, () => auroraCompany)]);
    renderAt('/0/company/new', <NewCompanyPage />, dcUser);
    await fillAndCreate('Sweden');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        headOffice: { street: 'Storgatan 1', postalNumber: '11122', city: 'Stockholm', country: 'SE' },
      }),
    );
  });

  it('leaves what was written on Cancel without asking', async () => {
    mockApi([]);
    const { router } = renderAt('/0/company/new', <NewCompanyPage />, dcUser);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Company name' }), 'Norrsken AB');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/0'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
