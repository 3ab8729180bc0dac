import { assetCalls, type AssetDetail, type AssetSummary } from '@kaista/domain/services';
import { PERMISSIONS } from '@kaista/domain/shared/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { auroraManagerWith } from '../../test/test-users';
import { servicesRoutes } from './services-routes';

const COMPANY = '100001';
const ASSET_ID = '00000000-0000-4000-8081-000000100001';

const summary = (n: number, status: AssetSummary['status'] = 'IN USE'): AssetSummary => ({
  id: `00000000-0000-4000-8081-${String(100_000 + n).padStart(12, '0')}`,
  imei: `35391611102947${n}`,
  serialNumber: `PH100136147${n}`,
  productCode: 'PH-IP16-128-BK',
  productName: 'Apple iPhone 16 128 Gt musta',
  productGroup: 'mobile-phones',
  status,
  userName: 'Jari Järvinen',
  service: { id: '00000000-0000-4000-8080-000000100004', number: '+358403100004' },
  purchasedOn: '2024-12-11',
  warrantyEnd: '2099-12-11',
});
const detail = (status: AssetSummary['status'], version: number): AssetDetail => ({
  ...summary(1, status),
  repairFault: status === 'REPAIR' ? 'Screen broken.' : null,
  repairRequestedAt: status === 'REPAIR' ? '2026-11-20T08:00:00.000Z' : null,
  version,
});

describe('assets', { timeout: 30_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  const render = (path: string, user = auroraManagerWith(PERMISSIONS)) =>
    renderRoutes([{ path: ':companyId', children: servicesRoutes }], `/${COMPANY}/${path}`, { user });

  it('lists assets with their product groups and keeps the filters in the address', async () => {
    const calls = mockApi([
      answer(assetCalls.productGroups, () => ({ groups: [{ group: 'mobile-phones' as const, count: 2 }] })),
      answer(assetCalls.list, () => ({
        items: [summary(1), summary(2, 'REPAIR')],
        total: 2,
        totalCapped: false,
        offset: 0,
        pageSize: 20,
      })),
    ]);
    render('assets');
    const table = await screen.findByRole('table', { name: 'Assets' }, { timeout: 15_000 });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('In repair')).toBeInTheDocument();
    expect(within(table).getAllByText('040 310 0004')).toHaveLength(2);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '353916{Enter}');
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('q')).toBe('353916'));
  });

  it('sends an asset in use to repair with If-Match, and shows it in repair', async () => {
    let current = detail('IN USE', 2);
    const calls = mockApi([
      answer(assetCalls.get, () => current),
      answer(assetCalls.repair, () => {
        current = detail('REPAIR', 3);
        return current;
      }),
    ]);
    render(`assets/${ASSET_ID}`);
    expect(
      await screen.findByText('The device is under warranty.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const fault = screen.getByRole('textbox', { name: /Fault description/ });
    await userEvent.click(screen.getByRole('button', { name: 'Send to repair' }));
    expect(await screen.findByText('This field cannot be empty.')).toBeInTheDocument();
    expect(fault).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.type(fault, 'Screen broken.');
    expect(screen.queryByText('This field cannot be empty.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send to repair' }));
    await waitFor(() => expect(screen.getByText(/The device is in repair/)).toBeInTheDocument());
    const sent = calls.find((call) => call.method === 'POST');
    expect(sent?.ifMatch).toBe('"2"');
    expect(sent?.body).toEqual({ fault: 'Screen broken.' });
  });

  const terms = () => screen.getAllByRole('term').map((term) => term.textContent);

  it('shows a phone’s IMEI beside its serial number', async () => {
    mockApi([answer(assetCalls.get, () => detail('IN USE', 2))]);
    render(`assets/${ASSET_ID}`);
    expect(await screen.findByText('353916111029471', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(terms()).toEqual(expect.arrayContaining(['IMEI', 'Serial number']));
  });

  it('shows an accessory’s serial number alone, with no empty IMEI beside it', async () => {
    mockApi([answer(assetCalls.get, () => ({ ...detail('IN USE', 2), imei: null }))]);
    render(`assets/${ASSET_ID}`);
    expect(await screen.findByText('PH1001361471', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(terms()).toContain('Serial number');
    expect(terms()).not.toContain('IMEI');
  });

  it('offers a reader no repair', async () => {
    mockApi([answer(assetCalls.get, () => detail('IN USE', 2))]);
    render(`assets/${ASSET_ID}`, auroraManagerWith(['ServicesReadServiceList']));
    expect(
      await screen.findByText('There is nothing to do with this asset.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });
});
