import { TIMINGS } from '@kaista/domain/shared/constants';
import { matskuCalls } from '@kaista/domain/matsku';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { cartWith, KETTU, product, REPRESENTATIVE } from './matsku-test-kit';
import { matskuRoutes } from './matsku-routes';

const JABRA = product('HP-JABRA-EV2-65', 'Jabra Evolve2 65');
const SONY = product('HP-SONY-XM5', 'Sony WH-1000XM5', {
  stock: { balance: 0, status: 'noStock', light: 'RED' },
});

describe('shop page', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('searches in Finnish whatever the language, shows stock and adds to the basket', async () => {
    const calls = mockApi([
      answer(matskuCalls.cart, () => cartWith([])),
      answer(matskuCalls.search, ({ url }) => ({
        items: url.searchParams.get('q') === 'jabra' ? [JABRA] : [JABRA, SONY],
        total: url.searchParams.get('q') === 'jabra' ? 1 : 2,
        capped: false,
        offset: 0,
        hits: 20,
        facets: {
          categories: [{ value: 'headphone' as const, count: 2 }],
          statuses: [{ value: 'inStock' as const, count: 1 }],
          capped: false,
        },
      })),
      answer(matskuCalls.addEntry, () => cartWith([{ entryNumber: 1, quantity: 1, product: JABRA }], 2)),
    ]);
    renderRoutes([{ path: ':companyId', children: matskuRoutes }], `/${KETTU}/matsku`, {
      user: REPRESENTATIVE,
    });

    const list = await screen.findByRole('list', { name: 'Products' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Products: 2')).toBeInTheDocument();
    expect(within(list).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to basket: Sony WH-1000XM5' })).toBeDisabled();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'jabra{Enter}');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    const search = calls.filter((call) => call.url.pathname.endsWith('/catalogue/search')).at(-1);
    expect(search?.url.searchParams.get('q')).toBe('jabra');
    expect(search?.language).toBe('fi');

    await userEvent.click(screen.getByRole('button', { name: 'Add to basket: Jabra Evolve2 65' }));
    await waitFor(() =>
      expect(currentNotifications().map((notice) => notice.text)).toContain(
        'Added to the basket: Jabra Evolve2 65',
      ),
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      productCode: 'HP-JABRA-EV2-65',
      quantity: 1,
    });

    // A double click adds one package, though the first press was answered before the second came.
    await new Promise((resolve) => setTimeout(resolve, TIMINGS.doublePressMs));
    await userEvent.dblClick(screen.getByRole('button', { name: 'Add to basket: Jabra Evolve2 65' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });

  it('says when more products match than were counted, and offers every category', async () => {
    mockApi([
      answer(matskuCalls.cart, () => cartWith([])),
      answer(matskuCalls.search, () => ({
        items: [JABRA],
        total: 1000,
        capped: true,
        offset: 0,
        hits: 20,
        facets: {
          categories: [{ value: 'headphone' as const, count: 1000 }],
          statuses: [{ value: 'inStock' as const, count: 640 }],
          capped: true,
        },
      })),
    ]);
    renderRoutes([{ path: ':companyId', children: matskuRoutes }], `/${KETTU}/matsku?q=laturi`, {
      user: REPRESENTATIVE,
    });

    expect(await screen.findByText('Products: > 1000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Categories/ }));
    expect(await screen.findByRole('option', { name: 'Headphones (1000+)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Chargers' })).toBeInTheDocument();
  });

  it('tells operator staff in a company without stores that its shop is for browsing, not calling all out of stock', async () => {
    const AURORA = '100001';
    mockApi([
      answer(matskuCalls.cart, () => cartWith([])),
      answer(matskuCalls.stores, () => []),
      answer(matskuCalls.search, () => ({
        items: [SONY],
        total: 1,
        capped: false,
        offset: 0,
        hits: 20,
        facets: {
          categories: [{ value: 'headphone' as const, count: 1 }],
          statuses: [{ value: 'noStock' as const, count: 1 }],
          capped: false,
        },
      })),
    ]);
    renderRoutes([{ path: ':companyId', children: matskuRoutes }], `/${AURORA}/matsku`, {
      user: testUser(['DCUser']),
    });

    const list = await screen.findByRole('list', { name: 'Products' });
    expect(
      await screen.findByText(
        'The company has no stores. The shop delivers to a store of the company, so nothing can be ordered for it here; the products can be browsed.',
      ),
    ).toBeInTheDocument();
    expect(within(list).getByText('Sony WH-1000XM5')).toBeInTheDocument();
    expect(within(list).queryByText('Out of stock')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add to basket/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Availability/ })).not.toBeInTheDocument();
  });
});
