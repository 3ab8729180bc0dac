import { matskuCalls, type OfficeSuppliesOrderInput } from '@kaista/domain/matsku';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { cartWith, KETTU, REPRESENTATIVE } from './matsku-test-kit';
import { matskuRoutes } from './matsku-routes';

const STORES = [
  {
    id: '1101',
    name: 'Kettu Kamppi',
    street: 'Urho Kekkosen katu 1',
    postalNumber: '00100',
    city: 'Helsinki',
  },
  { id: '1102', name: 'Kettu Sello', street: 'Leppävaarankatu 3–9', postalNumber: '02600', city: 'Espoo' },
];

describe('office supplies and stores pages', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('checks the §5 fields and an item before sending, then sends the order in Finnish', async () => {
    const calls = mockApi([
      answer(matskuCalls.cart, () => cartWith([])),
      answer(matskuCalls.submitOfficeSuppliesOrder, ({ body }) => {
        const order = body as OfficeSuppliesOrderInput;
        return {
          ...order,
          id: 'c0ffee00-0000-4000-8000-000000000002',
          orderNumber: 'T100010',
          totalItems: order.lines.reduce((sum, line) => sum + line.quantity, 0),
          createdAt: '2026-11-25T10:00:00.000Z',
        };
      }),
    ]);
    renderRoutes([{ path: ':companyId', children: matskuRoutes }], `/${KETTU}/matsku/officesupplies`, {
      user: REPRESENTATIVE,
    });

    const send = await screen.findByRole('button', { name: 'Send the supplies order' });
    await userEvent.type(screen.getByRole('textbox', { name: /Store number/ }), '11A');
    await userEvent.type(screen.getByRole('textbox', { name: /Postal code/ }), '0010');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'kamppi@kettu');
    await userEvent.click(send);
    expect(await screen.findByText('The postal code has 5 digits.')).toBeInTheDocument();
    expect(screen.getByText(/at most 10 digits/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.clear(screen.getByRole('textbox', { name: /Store number/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Store number/ }), '1101');
    await userEvent.clear(screen.getByRole('textbox', { name: /Postal code/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Postal code/ }), '00100');
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Helsinki');
    await userEvent.clear(screen.getByRole('textbox', { name: /E-mail/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail/ }), 'kamppi@kettu.example');
    await userEvent.click(send);
    expect(await screen.findByText('Choose at least one item.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'More: Receipt rolls, 10 pcs' }));
    await userEvent.click(screen.getByRole('button', { name: 'More: Receipt rolls, 10 pcs' }));
    await userEvent.click(send);
    expect(
      await screen.findByText(/Supplies order T100010 \(2 items\) has been received/),
    ).toBeInTheDocument();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.language).toBe('fi');
    expect(post?.body).toEqual({
      storeNumber: '1101',
      postNumber: '00100',
      city: 'Helsinki',
      email: 'kamppi@kettu.example',
      lines: [{ item: 'receipt-rolls', quantity: 2 }],
    });
  });

  it('tells every problem of an empty order at one press: each field empty, and no item chosen', async () => {
    const calls = mockApi([answer(matskuCalls.cart, () => cartWith([]))]);
    renderRoutes([{ path: ':companyId', children: matskuRoutes }], `/${KETTU}/matsku/officesupplies`, {
      user: REPRESENTATIVE,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Send the supplies order' }));
    expect(await screen.findByText('Choose at least one item.')).toBeInTheDocument();
    for (const name of [/Store number/, /Postal code/, /City/, /E-mail/])
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription(
        expect.stringContaining('This field cannot be empty.'),
      );
    expect(screen.queryByText(/at most 10 digits/)).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('lists the stores and makes the chosen one the place of delivery', async () => {
    const calls = mockApi([
      answer(matskuCalls.cart, () => cartWith([])),
      answer(matskuCalls.stores, () => STORES),
      answer(matskuCalls.setStore, () => ({ ...cartWith([], 2), storeId: '1102' })),
    ]);
    renderRoutes([{ path: ':companyId', children: matskuRoutes }], `/${KETTU}/matsku/stores`, {
      user: REPRESENTATIVE,
    });

    expect(await screen.findByRole('heading', { name: 'Kettu Kamppi' })).toBeInTheDocument();
    expect(screen.getByText('Stores: 2')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Choose as the place of delivery: Kettu Sello' }),
    );
    await waitFor(() => expect(screen.getByText('Chosen as the place of delivery')).toBeInTheDocument());
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({ storeId: '1102' });
  });
});
