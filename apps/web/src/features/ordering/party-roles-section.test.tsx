import { cartCalls } from '@kaista/domain/ordering';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import { AURORA, CART_CODE, ORDERER, phoneCart } from './ordering-test-kit';

const TEEMU = {
  id: '00000000-0000-4000-8000-0000000000aa',
  role: 'TECHNICAL_CONTACT' as const,
  name: 'Teemu Tekninen',
  email: 'teemu@aurora.example',
  phone: '',
  orderlineBundleNo: 1,
};

describe('party roles on the contents step', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('checks a party role by the §5 rules before sending it, adds it with If-Match, and removes one', async () => {
    let version = 1;
    let roles = [] as (typeof TEEMU)[];
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => phoneCart(version, { partyRoles: roles })),
      answer(cartCalls.numberAvailability, () => ({
        numberType: 'VOICE_POSTPAID' as const,
        kind: 'NEW' as const,
        available: 0,
        numbers: [],
        warning: null,
      })),
      answer(cartCalls.addPartyRole, () => {
        version += 1;
        roles = [TEEMU];
        return phoneCart(version, { partyRoles: roles });
      }),
      answer(cartCalls.removePartyRole, () => {
        version += 1;
        roles = [];
        return phoneCart(version, { partyRoles: roles });
      }),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/contents`, {
      user: ORDERER,
    });
    const section = await screen.findByRole('region', { name: 'Party roles' });
    await userEvent.type(within(section).getByRole('textbox', { name: /^Name/ }), 'Teemu Tekninen');
    await userEvent.click(within(section).getByRole('button', { name: 'Add party role' }));
    expect(await within(section).findByText('Give an e-mail address or a phone number.')).toBeInTheDocument();
    const email = within(section).getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'teemu@');
    await userEvent.type(within(section).getByRole('textbox', { name: 'Phone' }), '12');
    await userEvent.click(within(section).getByRole('button', { name: 'Add party role' }));
    expect(await within(section).findByText(/^Check the e-mail address/)).toBeInTheDocument();
    expect(within(section).getByText(/^Enter a phone number/)).toBeInTheDocument();
    await vi.waitFor(() => expect(email).toHaveFocus());
    const adds = () =>
      calls.filter((call) => call.method === 'POST' && call.url.pathname.endsWith('/partyroles'));
    expect(adds()).toHaveLength(0);
    await userEvent.clear(within(section).getByRole('textbox', { name: 'Phone' }));
    await userEvent.type(email, 'aurora.example');
    await userEvent.click(within(section).getByRole('button', { name: 'Add party role' }));
    expect(await within(section).findByText(/Technical contact: Teemu Tekninen/)).toBeInTheDocument();
    expect(adds()).toHaveLength(1);
    expect(adds()[0]?.ifMatch).toBe('"1"');
    await userEvent.click(within(section).getByRole('button', { name: 'Remove Teemu Tekninen' }));
    await vi.waitFor(() => expect(within(section).queryByText(/Technical contact:/)).toBeNull());
  });
});
