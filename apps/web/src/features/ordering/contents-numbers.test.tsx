import { cartCalls, type Cart, type NumberAvailability } from '@kaista/domain/ordering';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import { AURORA, CART_CODE, ORDERER, cartCharacteristic, phoneCart } from './ordering-test-kit';

const numberField = cartCharacteristic({ productCode: 'NUM_CSN' });

/** Two subscriptions whose numbers come from the company's register (CSN). */
const csnCart = (): Cart => ({
  ...phoneCart(1),
  lines: [
    {
      orderlineBundleNo: 1,
      rootBundleTemplateId: 'MOBILE_VOICE',
      name: 'Mobiililiittymä',
      quantity: 2,
      products: [
        {
          code: 'MOB_PUHE',
          name: 'Kaista Puhe',
          offeringType: 'SUBSCRIPTION',
          bundleTemplateId: 'MV_PLAN',
          prices: [],
        },
        {
          code: 'NUM_CSN',
          name: 'Oma numero',
          offeringType: 'NUMBER_CSN',
          bundleTemplateId: 'MV_NUMBER',
          prices: [],
        },
      ],
      selections: [
        { bundleNo: 2, characteristics: [numberField] },
        { bundleNo: 3, characteristics: [numberField] },
      ],
      totals: { oneTimeCents: 0, monthlyCents: 0 },
    },
  ],
  needsDelivery: false,
});

describe('numbers on the contents step (decision 011)', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('offers a CSN number field the register’s free numbers and shows the register’s shortfall for the whole cart as an info', async () => {
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 2 })),
      answer(cartCalls.get, csnCart),
      answer(cartCalls.numberAvailability, (request): NumberAvailability => {
        const kind = request.url.searchParams.get('kind') === 'CSN' ? 'CSN' : 'NEW';
        return kind === 'CSN'
          ? {
              numberType: 'VOICE_POSTPAID',
              kind,
              available: 1,
              numbers: ['+358447100100'],
              warning: 'NOT_ENOUGH_CSN_NUMBERS',
            }
          : { numberType: 'VOICE_POSTPAID', kind, available: 180, numbers: ['+358507000100'], warning: null };
      }),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/contents`, {
      user: ORDERER,
    });
    const info = await screen.findByText(/own number register \(CSN\) does not have enough free numbers/);
    expect(info.closest('[data-type]')).toHaveAttribute('data-type', 'info');
    // The numbers as Finns write them, as the services show them.
    expect(screen.getAllByText('Free numbers in the company’s register: 044 710 0100')).toHaveLength(2);
    expect(screen.queryByText(/050 700 0100/)).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        calls
          .find(
            (call) =>
              call.url.pathname.endsWith('/numberavailability') &&
              call.url.searchParams.get('kind') === 'CSN',
          )
          ?.url.searchParams.get('count'),
      ).toBe('2'),
    );
  });
});
