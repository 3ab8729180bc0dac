import { cartCalls, deliveryInfoCalls, type SavedDeliveryInfo } from '@kaista/domain/ordering';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import { AURORA, AURORA_CHOICES, CART_CODE, ORDERER, page, phoneCart } from './ordering-test-kit';

const TERMINAL: SavedDeliveryInfo = {
  uid: '00000000-0000-4000-8095-000000000002',
  recipient: 'Aurora Logistics Oy / Tampereen terminaali',
  street: 'Hatanpään valtatie 34',
  postalNumber: '33900',
  city: 'Tampere',
  country: 'FI',
  phone: '+358401110002',
  email: '',
};

describe('the company’s saved delivery addresses in the details step', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('takes a saved address as the order’s at once, and saves the form’s address for later', async () => {
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => phoneCart()),
      answer(cartCalls.payerChoices, () => AURORA_CHOICES),
      answer(cartCalls.changeImpact, () => ({ oneTimeCents: 96900, orderMonthlyCents: 0, company: null })),
      answer(deliveryInfoCalls.search, () => page([TERMINAL])),
      answer(deliveryInfoCalls.create, () => TERMINAL),
      answer(cartCalls.setDeliveryInfo, () => phoneCart()),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/details`, {
      user: ORDERER,
    });
    const delivery = await screen.findByRole('region', { name: 'Delivery address' }, { timeout: 30_000 });
    await userEvent.click(
      await within(delivery).findByRole('button', { name: /The company’s saved addresses/ }),
    );
    await userEvent.click(await screen.findByRole('option', { name: /Tampereen terminaali/ }));
    expect(within(delivery).getByRole('textbox', { name: /Street/ })).toHaveValue('Hatanpään valtatie 34');
    expect(within(delivery).getByRole('textbox', { name: /City/ })).toHaveValue('Tampere');
    await waitFor(() => {
      const put = calls.find((call) => call.method === 'PUT' && call.url.pathname.endsWith('/deliveryinfo'));
      expect(put?.body).toMatchObject({ recipient: TERMINAL.recipient, street: 'Hatanpään valtatie 34' });
    });
    await userEvent.click(
      within(delivery).getByRole('button', { name: 'Save the address among the company’s addresses' }),
    );
    expect(
      await within(delivery).findByText('The address is saved among the company’s addresses.'),
    ).toBeInTheDocument();
    await waitFor(() => {
      const post = calls.find(
        (call) => call.method === 'POST' && call.url.pathname.endsWith('/deliveryinfos'),
      );
      expect(post?.body).toMatchObject({ street: 'Hatanpään valtatie 34', postalNumber: '33900' });
    });
  });
});
