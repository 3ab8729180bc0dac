import { cartCalls, catalogueCalls, type BundleStructure } from '@kaista/domain/ordering';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import { AURORA, CART_CODE, ORDERER, phoneCart } from './ordering-test-kit';

const product = (code: string, name: string, offeringType: 'SUBSCRIPTION' | 'BARRING' | 'DATA_PACKAGE') => ({
  code,
  name,
  description: '',
  offeringType,
  category: 'subscriptions' as const,
  imageUrl: null,
  prices: [],
  numberType: null,
  stock: null,
  characteristics: [],
});

const child = (originalId: string, name: string, codes: string[], displayPriority: number) => ({
  originalId,
  name,
  parentId: 'MV_PLAN',
  mainProductBundle: false,
  orderLevelSelection: false,
  displayPriority,
  minItemsRequired: 0,
  maxItemsAllowed: 3,
  requiredProducts: [],
  childBundles: [],
  products: codes.map((code) => ({ code, defaultProduct: false })),
});

/** A mobile subscription whose barrings and data package carry the catalogue's three kinds of rule. */
const STRUCTURE: BundleStructure = {
  rootBundleTemplateId: 'MOBILE_VOICE',
  name: 'Mobiililiittymä',
  bundles: [
    {
      ...child('MV_PLAN', 'Liittymä', ['MOB_PUHE'], 0),
      parentId: null,
      mainProductBundle: true,
      minItemsRequired: 1,
      maxItemsAllowed: 1,
    },
    child('MV_DATA', 'Data packages', ['DATA_EU_10'], 10),
    child('MV_BARRING', 'Barrings', ['BAR_ROAMING', 'BAR_DATA_ROAMING'], 20),
  ],
  products: [
    product('MOB_PUHE', 'Kaista Puhe', 'SUBSCRIPTION'),
    product('DATA_EU_10', 'EU data 10 GB', 'DATA_PACKAGE'),
    product('BAR_ROAMING', 'Roaming barring', 'BARRING'),
    product('BAR_DATA_ROAMING', 'Data roaming barring', 'BARRING'),
  ],
  rules: [
    { kind: 'EXCLUDES', productCode: 'BAR_ROAMING', targetCode: 'DATA_EU_10' },
    { kind: 'MODIFIES', productCode: 'BAR_ROAMING', targetCode: 'BAR_DATA_ROAMING' },
  ],
};

const OFFERINGS = {
  categories: ['subscriptions' as const],
  offerings: [
    {
      code: 'MOB_PUHE',
      name: 'Kaista Puhe',
      description: '',
      category: 'subscriptions' as const,
      offeringType: 'SUBSCRIPTION' as const,
      imageUrl: null,
      prices: [],
      stock: null,
      rootBundleTemplateId: 'MOBILE_VOICE',
    },
  ],
};

/** The notices on screen (the shell draws them; the routes rendered here do not). */
const notices = () => currentNotifications().map((notice) => notice.text);

describe('the catalogue’s rules on the product page', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('tells each option’s rules, refuses an excluded pair, and says what a choice replaced', async () => {
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 0 })),
      answer(catalogueCalls.offerings, () => ({
        categories: ['subscriptions' as const],
        offerings: [
          {
            code: 'MOB_PUHE',
            name: 'Kaista Puhe',
            description: '',
            category: 'subscriptions' as const,
            offeringType: 'SUBSCRIPTION' as const,
            imageUrl: null,
            prices: [],
            stock: null,
            rootBundleTemplateId: 'MOBILE_VOICE',
          },
        ],
      })),
      answer(catalogueCalls.bundleStructure, () => STRUCTURE),
      // §9 product-preselections is on: the server names what the offering pre-selects.
      answer(cartCalls.preselections, () => ({
        rootBundleTemplateId: 'MOBILE_VOICE',
        productCode: 'MOB_PUHE',
        products: [{ bundleTemplateId: 'MV_PLAN', productCode: 'MOB_PUHE' }],
      })),
    ]);
    renderRoutes(
      [{ path: ':companyId', children: orderingRoutes }],
      `/${AURORA}/order/new/product/MOB_PUHE`,
      {
        user: ORDERER,
      },
    );
    const barrings = await screen.findByRole('group', { name: 'Barrings' });
    expect(
      within(barrings).getByText(/Not with: EU data 10 GB · Replaces: Data roaming barring$/),
    ).toBeInTheDocument();
    const data = screen.getByRole('group', { name: 'Data packages' });
    await userEvent.click(within(data).getByRole('checkbox', { name: /EU data 10 GB/ }));
    await userEvent.click(within(barrings).getByRole('checkbox', { name: /^Roaming barring/ }));
    expect(
      await screen.findByText('Roaming barring cannot be chosen together with EU data 10 GB.'),
    ).toBeInTheDocument();
    expect(within(barrings).getByRole('checkbox', { name: /^Roaming barring/ })).not.toBeChecked();
    // Without the data package the barring is taken, and it replaces the data roaming barring.
    await userEvent.click(within(data).getByRole('checkbox', { name: /EU data 10 GB/ }));
    await userEvent.click(within(barrings).getByRole('checkbox', { name: /^Data roaming barring/ }));
    await userEvent.click(within(barrings).getByRole('checkbox', { name: /^Roaming barring/ }));
    expect(await screen.findByText('Roaming barring replaced Data roaming barring.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(barrings).getByRole('checkbox', { name: /^Data roaming barring/ })).not.toBeChecked(),
    );
    expect(within(barrings).getByRole('checkbox', { name: /^Roaming barring/ })).toBeChecked();
    // The choices are the page's own until the cart is written: only the preselections query was posted.
    expect(
      calls.filter((call) => call.method !== 'GET').map((call) => call.url.pathname.split('/').pop()),
    ).toEqual(['preselections']);
  });

  it.each([
    [
      'no stock (409)',
      { code: 'NO_STOCK', message: 'Kaista Puhe: only 0 in stock.' },
      409,
      'There is not enough of a product in stock. Check the quantities and availability.',
      // The §8 code's notice says it too.
      ['There is not enough of a product in stock. Check the quantities and availability.'],
    ],
    [
      'a cart changed meanwhile (412)',
      { code: 'PRECONDITION_FAILED', message: 'The cart was changed meanwhile.' },
      412,
      'The cart was changed meanwhile (in another tab?). It has been reloaded; check it and try again.',
      // The page tells it: no generic notice beside it.
      [],
    ],
  ])('says why Add to cart failed, and nothing else, on %s', async (_, body, status, text, shown) => {
    mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => phoneCart()),
      answer(catalogueCalls.offerings, () => OFFERINGS),
      answer(catalogueCalls.bundleStructure, () => STRUCTURE),
      answer(cartCalls.preselections, () => ({
        rootBundleTemplateId: 'MOBILE_VOICE',
        productCode: 'MOB_PUHE',
        products: [{ bundleTemplateId: 'MV_PLAN', productCode: 'MOB_PUHE' }],
      })),
      answer(cartCalls.addBundle, () => Response.json(body, { status })),
    ]);
    renderRoutes(
      [{ path: ':companyId', children: orderingRoutes }],
      `/${AURORA}/order/new/product/MOB_PUHE`,
      {
        user: ORDERER,
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kaista Puhe' })).toBeInTheDocument();
    expect(notices()).toEqual(shown);
  });
});

describe('a product page without its product', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  const renderProduct = (code: string) =>
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/product/${code}`, {
      user: ORDERER,
    });

  it('says that a code the catalogue does not hold is not found, with the way back to the products', async () => {
    mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 0 })),
      answer(catalogueCalls.offerings, () => OFFERINGS),
    ]);
    renderProduct('NO_SUCH');
    expect(await screen.findByText('The product was not found.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'New order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute(
      'href',
      `/${AURORA}/order/new`,
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('says that a catalogue that failed to load could not be loaded, and loads the product on a retry', async () => {
    let failing = true;
    mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 0 })),
      answer(catalogueCalls.offerings, () =>
        failing ? Response.json({ code: 'INTERNAL', message: 'Down' }, { status: 500 }) : OFFERINGS,
      ),
      answer(catalogueCalls.bundleStructure, () => STRUCTURE),
      answer(cartCalls.preselections, () => ({
        rootBundleTemplateId: 'MOBILE_VOICE',
        productCode: 'MOB_PUHE',
        products: [],
      })),
    ]);
    renderProduct('MOB_PUHE');
    expect(await screen.findByText('The page could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('The product was not found.')).not.toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kaista Puhe' })).toBeInTheDocument();
  });
});
