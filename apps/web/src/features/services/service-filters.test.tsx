import { serviceCalls } from '@kaista/domain/services';
import { PERMISSIONS } from '@kaista/domain/shared/roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, heldAnswer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { servicesRoutes } from './services-routes';

const COMPANY = '100001';

describe('services list filters', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('keeps the cost-centre and payer filters shut until their choices come, so neither lists "all" alone', async () => {
    const choices = heldAnswer(
      answer(serviceCalls.filterChoices, () => ({
        costCentres: [{ id: '00000000-0000-4000-8071-000000000001', name: 'Hallinto' }],
        payers: [{ id: '00000000-0000-4000-8070-000000000001', name: 'Aurora Logistics Oy' }],
      })),
    );
    mockApi([
      choices.held,
      answer(serviceCalls.list, () => ({ items: [], total: 0, totalCapped: false, offset: 0, pageSize: 20 })),
    ]);
    renderRoutes([{ path: ':companyId', children: servicesRoutes }], `/${COMPANY}/services`, {
      user: auroraManagerWith(PERMISSIONS),
    });
    const costCentre = await screen.findByRole('button', { name: /Cost centre/ }, { timeout: 15_000 });
    const payer = screen.getByRole('button', { name: /Billing agreement/ });
    expect(costCentre).toBeDisabled();
    expect(payer).toBeDisabled();
    choices.release();
    await waitFor(() => expect(costCentre).toBeEnabled());
    await userEvent.click(costCentre);
    expect(await screen.findByRole('option', { name: 'Hallinto' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(payer);
    expect(await screen.findByRole('option', { name: 'Aurora Logistics Oy' })).toBeInTheDocument();
  });

  it('shows the one status a link filters by, and offers the status sets beside it', async () => {
    const calls = mockApi([
      answer(serviceCalls.filterChoices, () => ({ costCentres: [], payers: [] })),
      answer(serviceCalls.list, () => ({ items: [], total: 0, totalCapped: false, offset: 0, pageSize: 20 })),
    ]);
    renderRoutes([{ path: ':companyId', children: servicesRoutes }], `/${COMPANY}/services?status=ACTIVE`, {
      user: auroraManagerWith(PERMISSIONS),
    });
    const status = await screen.findByRole('button', { name: /Status/ }, { timeout: 15_000 });
    expect(status).toHaveTextContent('Active');
    expect(calls.at(-1)?.url.searchParams.get('status')).toBe('ACTIVE');
    await userEvent.click(status);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All',
      'In use',
      'Suspended',
      'Ended',
      'Active',
    ]);
  });
});
