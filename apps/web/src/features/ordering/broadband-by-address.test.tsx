import { cartCalls, cartTemplateCalls, catalogueCalls, type Offering } from '@kaista/domain/ordering';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import { AURORA, CART_CODE, ORDERER, phoneCart } from './ordering-test-kit';

const ADDRESS = '00000000-0000-4000-8081-000000001012';

const offering = (code: string, name: string, rootBundleTemplateId: string): Offering => ({
  code,
  name,
  description: '',
  category: 'broadband',
  offeringType: 'BROADBAND',
  imageUrl: null,
  prices: [],
  stock: null,
  rootBundleTemplateId,
});

const notices = () => currentNotifications().map((notice) => notice.text);

/** The address's answer: the fibre product only. */
const OFFERS = {
  address: { id: ADDRESS, street: 'Satamakatu', houseNumber: '12', postalNumber: '00160', city: 'Helsinki' },
  access: { technology: 'FIBER' as const, maxDownMbps: 300, maxUpMbps: 300 },
  products: [
    {
      productCode: 'FBB_KUITU_300',
      name: 'Kaista Yrityskuitu 300M',
      technology: 'FIBER' as const,
      downMbps: 300,
      upMbps: 300,
      monthlyCents: 3990,
    },
  ],
};

/** The answers of a cart at the address above, where the fibre product is offered. */
const fibreAtTheAddress = () => [
  answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
  answer(cartCalls.get, () => phoneCart()),
  answer(catalogueCalls.offerings, () => ({
    categories: ['broadband' as const],
    offerings: [offering('FBB_KUITU_300', 'Kaista Yrityskuitu 300M', 'FIXED_BROADBAND')],
  })),
  answer(cartCalls.broadbandAddresses, () => [OFFERS.address]),
  answer(cartCalls.broadbandOffers, () => OFFERS),
];

describe('issue 10: broadband by address', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('starts from the address and offers only what the address can have, with its speed', async () => {
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => phoneCart()),
      answer(catalogueCalls.offerings, () => ({
        categories: ['subscriptions' as const, 'broadband' as const],
        offerings: [
          offering('FBB_KUITU_300', 'Kaista Yrityskuitu 300M', 'FIXED_BROADBAND'),
          offering('MBB_5G_300', 'Kaista Mobiililaajakaista 5G 300M', 'MOBILE_BROADBAND'),
        ],
      })),
      answer(cartCalls.broadbandAddresses, () => [
        { id: ADDRESS, street: 'Satamakatu', houseNumber: '12', postalNumber: '00160', city: 'Helsinki' },
      ]),
      answer(cartCalls.broadbandOffers, () => OFFERS),
      answer(cartCalls.addBundle, () => phoneCart(2)),
    ]);
    renderRoutes(
      [{ path: ':companyId', children: orderingRoutes }],
      `/${AURORA}/order/new?category=broadband`,
      {
        user: ORDERER,
      },
    );
    const find = await screen.findByRole('button', { name: 'Find the address' });
    await userEvent.type(screen.getByRole('textbox', { name: /Street address/ }), 'S');
    await userEvent.click(find);
    expect(await screen.findByText('Enter at least two letters of the street address.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Street address/ }), 'atamakatu 12');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Helsinki');
    await userEvent.click(find);
    const found = await screen.findByRole('radiogroup', { name: 'Addresses found' });
    await userEvent.click(within(found).getByRole('radio', { name: 'Satamakatu 12, 00160 Helsinki' }));
    const offers = await screen.findByRole('list', { name: 'Products available at the address' });
    expect(within(offers).getByText('Fibre · 300/300 Mbit/s')).toBeInTheDocument();
    expect(screen.getByText('Fibre to the address, up to 300/300 Mbit/s')).toBeInTheDocument();
    expect(within(offers).queryByText('Kaista Mobiililaajakaista 5G 300M')).not.toBeInTheDocument();
    await userEvent.click(
      within(offers).getByRole('button', { name: 'Add Kaista Yrityskuitu 300M to the cart' }),
    );
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const added = calls.find((call) => call.method === 'POST')!;
    expect(added.body).toEqual({
      rootBundleTemplateId: 'FIXED_BROADBAND',
      productCode: 'FBB_KUITU_300',
      quantity: 1,
      products: [],
      addressId: ADDRESS,
    });
    const search = calls.find((call) => call.url.pathname.endsWith('/broadband/addresses'))!;
    expect(search.url.searchParams.get('streetAddress')).toBe('Satamakatu 12');
    expect(search.url.searchParams.get('city')).toBe('Helsinki');
  });

  it('opens at the address the availability search found and chose, with its offers', async () => {
    const calls = mockApi([...fibreAtTheAddress(), answer(cartCalls.addBundle, () => phoneCart(2))]);
    renderRoutes(
      [{ path: ':companyId', children: orderingRoutes }],
      `/${AURORA}/order/new?category=broadband&street=Satamakatu+12&city=Helsinki&address=${ADDRESS}`,
      { user: ORDERER },
    );
    const offers = await screen.findByRole('list', { name: 'Products available at the address' });
    expect(screen.getByRole('textbox', { name: /Street address/ })).toHaveValue('Satamakatu 12');
    expect(screen.getByRole('radio', { name: 'Satamakatu 12, 00160 Helsinki' })).toBeChecked();
    await userEvent.click(
      within(offers).getByRole('button', { name: 'Add Kaista Yrityskuitu 300M to the cart' }),
    );
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ addressId: ADDRESS }),
    );
  });

  it.each([
    [
      'a bundle rule (400)',
      {
        code: 'VALIDATION_ERROR',
        message: 'The bundle does not allow this change (INCOMPATIBLE).',
        fieldErrors: { productCode: 'ordering.bundle-rule.INCOMPATIBLE' },
      },
      400,
      'The products cannot be chosen together.',
    ],
    [
      'a cart changed meanwhile (412)',
      { code: 'PRECONDITION_FAILED', message: 'The cart was changed meanwhile.' },
      412,
      'The cart was changed meanwhile (in another tab?). It has been reloaded; check it and try again.',
    ],
  ])(
    'says why the address’s product was not added, and nothing else, on %s',
    async (_, body, status, text) => {
      mockApi([
        ...fibreAtTheAddress(),
        answer(cartTemplateCalls.list, () => ({ templates: [] })),
        answer(cartCalls.addBundle, () => Response.json(body, { status })),
      ]);
      renderRoutes(
        [{ path: ':companyId', children: orderingRoutes }],
        `/${AURORA}/order/new?category=broadband`,
        { user: ORDERER },
      );
      await userEvent.type(await screen.findByRole('textbox', { name: /Street address/ }), 'Satamakatu 12');
      await userEvent.click(screen.getByRole('button', { name: 'Find the address' }));
      const found = await screen.findByRole('radiogroup', { name: 'Addresses found' });
      await userEvent.click(within(found).getByRole('radio', { name: 'Satamakatu 12, 00160 Helsinki' }));
      const offers = await screen.findByRole('list', { name: 'Products available at the address' });
      await userEvent.click(
        within(offers).getByRole('button', { name: 'Add Kaista Yrityskuitu 300M to the cart' }),
      );
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
      // The page tells it: no notice beside it.
      expect(notices()).toEqual([]);
    },
  );
});
