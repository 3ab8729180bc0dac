import { cartCalls, cartTemplateCalls, catalogueCalls } from '@kaista/domain/ordering';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications, dismiss } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import { AURORA, CART_CODE, ORDERER, phoneCart } from './ordering-test-kit';

const TEMPLATE = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'New employee kit',
  lines: [{ name: 'iPhone 16 128 GB', quantity: 1 }],
  createdAt: '2026-11-20T10:00:00.000Z',
};

const render = (path: string) =>
  renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new${path}`, {
    user: ORDERER,
  });

const notices = () => currentNotifications().map((notice) => notice.text);

describe('cart templates', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    currentNotifications().forEach((notice) => dismiss(notice.key));
  });

  it('saves the cart under a name, and says an empty name cannot be saved', async () => {
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => phoneCart(4)),
      answer(cartTemplateCalls.save, () => TEMPLATE),
    ]);
    render('/cart');
    const name = await screen.findByRole('textbox', { name: /Template name/ });
    await userEvent.click(screen.getByRole('button', { name: 'Save as a template' }));
    expect(await screen.findByText('This field cannot be empty.')).toBeInTheDocument();
    expect(calls.some((call) => call.url.pathname.endsWith('/templates'))).toBe(false);
    await userEvent.type(name, 'New employee kit');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a template' }));
    expect(await screen.findByText('Saved as the template New employee kit.')).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname.endsWith('/templates'))).toMatchObject({
      method: 'POST',
      body: { name: 'New employee kit' },
    });
  });

  it('says when the company already has a template of the name', async () => {
    mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => phoneCart(4)),
      answer(cartTemplateCalls.save, () =>
        Response.json(
          { code: 'CONFLICT', message: 'taken', fieldErrors: { name: 'ordering.template.name-taken' } },
          { status: 409 },
        ),
      ),
    ]);
    render('/cart');
    await userEvent.type(await screen.findByRole('textbox', { name: /Template name/ }), 'New employee kit');
    await userEvent.click(screen.getByRole('button', { name: 'Save as a template' }));
    expect(
      await screen.findByText('The company already has a cart template of this name. Choose another name.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Template name/ })).toHaveValue('New employee kit');
  });

  it('lists the company’s templates and adds one to the cart with If-Match', async () => {
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => phoneCart(4)),
      answer(catalogueCalls.offerings, () => ({ categories: ['subscriptions' as const], offerings: [] })),
      answer(cartTemplateCalls.list, () => ({ templates: [TEMPLATE] })),
      answer(cartTemplateCalls.start, () => phoneCart(5)),
    ]);
    render('');
    expect(await screen.findByText('1 × iPhone 16 128 GB')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add New employee kit to the cart' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname.endsWith('/fromtemplate'))).toMatchObject({
        method: 'POST',
        body: { templateId: TEMPLATE.id },
        ifMatch: '"4"',
      }),
    );
  });

  const NO_STOCK = 'There is not enough of a product in stock. Check the quantities and availability.';
  it.each([
    [
      'no stock (409)',
      { code: 'NO_STOCK', message: 'iPhone 16 128 GB: only 0 in stock.' },
      409,
      NO_STOCK,
      // The §8 code's notice says it too.
      [NO_STOCK],
    ],
    [
      'a cart changed meanwhile (412)',
      { code: 'PRECONDITION_FAILED', message: 'The cart was changed meanwhile.' },
      412,
      'The cart was changed meanwhile (in another tab?). It has been reloaded; check it and try again.',
      [],
    ],
  ])('says why a template was not added, and nothing else, on %s', async (_, body, status, text, shown) => {
    mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => phoneCart(4)),
      answer(catalogueCalls.offerings, () => ({ categories: ['subscriptions' as const], offerings: [] })),
      answer(cartTemplateCalls.list, () => ({ templates: [TEMPLATE] })),
      answer(cartTemplateCalls.start, () => Response.json(body, { status })),
    ]);
    render('');
    await userEvent.click(await screen.findByRole('button', { name: 'Add New employee kit to the cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
    expect(notices()).toEqual(shown);
  });
});
