import { businessesCalls, type Company } from '@kaista/domain/businesses';
import { companyInfoCalls } from '@kaista/domain/company-info';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { CompanyInfoPage } from './company-info-page';

const company: Company = {
  uid: '100001',
  name: 'Aurora Logistics Oy',
  businessId: '2048049-4',
  identifierType: 'BUSINESS_ID',
  companyType: 'LIMITED_COMPANY',
  customerNumber: 'DNA100001',
  headOffice: { street: 'Satamakatu 12', postalNumber: '00160', city: 'Helsinki', country: 'FI' },
  version: 3,
};
const manager = testUser(
  [],
  [
    {
      uid: '100001',
      roles: ['ServiceManagerUser'],
      permissions: ['CustomerReadInformation', 'CustomerWriteInformation'],
    },
  ],
);
const POSTAL_ERROR = i18n.getFixedT('en')('validation.postal-number');
const notices = () => currentNotifications().map((notice) => notice.text);
const reader = testUser(
  [],
  [{ uid: '100001', roles: ['ServiceUser'], permissions: ['CustomerReadInformation'] }],
);

function renderPage(
  user = manager,
  saveAnswer: () => Company | Response = () => ({ ...company, version: 4 }),
) {
  const calls = mockApi([
    answer(businessesCalls.get, () => company),
    answer(companyInfoCalls.externalLinks, () => [
      { id: 'l1', title: 'Kotisivu', url: 'https://aurora.example' },
    ]),
    answer(companyInfoCalls.administrators, () => [
      { uid: 'm', name: 'Maria Manninen', email: 'manager@aurora.example', phone: '+358401234567' },
    ]),
    answer(companyInfoCalls.sites, () => []),
    answer(companyInfoCalls.stores, () => []),
    answer(companyInfoCalls.setHeadOffice, saveAnswer),
  ]);
  renderRoutes([{ path: '/:companyId/company/info', element: <CompanyInfoPage /> }], '/100001/company/info', {
    user,
  });
  return calls;
}

describe('the company information page', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('shows the company, its head office, links and administrators', async () => {
    renderPage();
    expect(await screen.findByText('DNA100001')).toBeInTheDocument();
    expect(screen.getByText(/Satamakatu 12/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Kotisivu/ })).toHaveAttribute(
      'href',
      'https://aurora.example',
    );
    expect(await screen.findByText('Maria Manninen')).toBeInTheDocument();
    // A phone as Finns write it, as the services and orders show numbers.
    expect(screen.getByText('040 123 4567')).toBeInTheDocument();
    expect(screen.getByText('No sites are recorded for the company.')).toBeInTheDocument();
  });

  it(
    'checks the head office by the §5 rules, then saves it on the version read',
    { timeout: 20_000 },
    async () => {
      const calls = renderPage();
      // The country reads as its name, and is chosen from the countries the portal knows.
      expect(await screen.findByText(/Satamakatu 12/)).toHaveTextContent(/Finland$/);
      await userEvent.click(await screen.findByRole('button', { name: 'Change address' }));
      const form = screen.getByRole('form', { name: 'Change address' });
      const postal = within(form).getByRole('textbox', { name: /Postal/ });
      await userEvent.clear(postal);
      await userEvent.type(postal, '0016');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await within(form).findByText(POSTAL_ERROR)).toBeInTheDocument();
      expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

      await userEvent.clear(postal);
      await userEvent.type(postal, '00180');
      await userEvent.click(within(form).getByRole('button', { name: /Country/ }));
      await userEvent.click(await screen.findByRole('option', { name: 'Sweden' }));
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(notices()).toContain('Changes saved.'));
      const put = calls.find((call) => call.method === 'PUT');
      expect(put?.ifMatch).toBe('"3"');
      expect(put?.body).toEqual({
        street: 'Satamakatu 12',
        postalNumber: '00180',
        city: 'Helsinki',
        country: 'SE',
      });
    },
  );

  it('labels the head office’s country as a country, as it lists countries by name, not their codes', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Change address' }));
    const form = screen.getByRole('form', { name: 'Change address' });
    expect(within(form).getByRole('button', { name: /Finland/ })).toHaveAccessibleName('Finland Country');
  });

  it('says when someone changed the company meanwhile', async () => {
    renderPage(manager, () =>
      Response.json({ code: 'PRECONDITION_FAILED', message: 'Changed.' }, { status: 412 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Change address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(notices().join()).toMatch(/changed the company's details meanwhile/));
  });

  it('offers no changes to a user who may only read', async () => {
    renderPage(reader);
    expect(await screen.findByText('DNA100001')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit links' })).not.toBeInTheDocument();
  });
});
