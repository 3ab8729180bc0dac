import { cartCalls } from '@kaista/domain/ordering';
import { cartEndUserCalls, type CartEndUser } from '@kaista/domain/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import { AURORA, AURORA_CHOICES, CART_CODE, ORDERER, page, phoneCart } from './ordering-test-kit';

const SATU: CartEndUser = {
  uid: '00000000-0000-4000-8096-000000000001',
  partyType: 'INDIVIDUAL',
  firstName: 'Satu',
  lastName: 'Nieminen',
  name: 'Satu Nieminen',
  email: 'satu.nieminen@aurora.example',
  mobileNumber: '+358401234567',
  hasIdentity: false,
};

const cartAnswers = [
  answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
  answer(cartCalls.get, () => phoneCart()),
  answer(cartCalls.payerChoices, () => AURORA_CHOICES),
  answer(cartCalls.changeImpact, () => ({ oneTimeCents: 96900, orderMonthlyCents: 0, company: null })),
];

const endUserPost = (call: { method: string; url: URL }) =>
  call.method === 'POST' && call.url.pathname.endsWith('/endusers');

async function endUserRegion() {
  renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/details`, {
    user: ORDERER,
  });
  return screen.findByRole('region', { name: 'End user' }, { timeout: 30_000 });
}

describe('the company’s end users in the details step', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('finds an end user by name and fills the end-user form from it', async () => {
    const calls = mockApi([
      ...cartAnswers,
      answer(cartEndUserCalls.search, () => ({ ...page([SATU]), total: 14 })),
    ]);
    const region = await endUserRegion();
    await userEvent.type(
      within(region).getByRole('searchbox', { name: 'Find among the company’s end users' }),
      'satu nieminen{Enter}',
    );
    await userEvent.click(await within(region).findByRole('button', { name: 'Use Satu Nieminen' }));
    expect(within(region).getByRole('textbox', { name: /First name/ })).toHaveValue('Satu');
    expect(within(region).getByRole('textbox', { name: /E-mail/ })).toHaveValue(
      'satu.nieminen@aurora.example',
    );
    expect(within(region).getByText(/The first 1 of 14 are shown/)).toBeInTheDocument();
    // An address of 64 + @ + 64 characters fits, as the rules allow (§5); one more is told as too long.
    const email = within(region).getByRole('textbox', { name: /E-mail/ });
    await userEvent.clear(email);
    await userEvent.click(email);
    await userEvent.paste(`${'a'.repeat(64)}@${'b'.repeat(65)}`);
    expect(email).toHaveAccessibleDescription(/At most 129 characters: 1 too many/);
    const search = calls.find((call) => call.url.pathname.endsWith('/endusers'));
    expect(Object.fromEntries(search?.url.searchParams ?? [])).toMatchObject({
      entity: 'INDIVIDUAL',
      name: 'satu nieminen',
    });
  });

  it('asks with as much of a long text as the search takes', async () => {
    const calls = mockApi([...cartAnswers, answer(cartEndUserCalls.search, () => page([]))]);
    const region = await endUserRegion();
    const box = within(region).getByRole('searchbox', { name: 'Find among the company’s end users' });
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(150));
    await userEvent.keyboard('{Enter}');
    expect(
      await within(region).findByText('No end user of the company matches the search.'),
    ).toBeInTheDocument();
    const search = calls.find((call) => call.url.pathname.endsWith('/endusers'));
    expect(search?.url.searchParams.get('name')).toBe('a'.repeat(100));
  });

  it('saves the typed end user among the company’s, and says so when the company has it already', async () => {
    let taken = false;
    const calls = mockApi([
      ...cartAnswers,
      answer(cartEndUserCalls.create, () => {
        if (taken)
          return Response.json({ code: 'PARTY_EXISTS_WITH_EMAIL', message: 'exists' }, { status: 409 });
        taken = true;
        return SATU;
      }),
    ]);
    const region = await endUserRegion();
    const save = within(region).getByRole('button', {
      name: 'Add to the company’s end users',
    });
    await userEvent.click(save);
    expect(await within(region).findAllByText('This field cannot be empty.')).not.toHaveLength(0);
    expect(calls.some(endUserPost)).toBe(false);
    await userEvent.type(within(region).getByRole('textbox', { name: /First name/ }), 'Satu');
    await userEvent.type(within(region).getByRole('textbox', { name: /Last name/ }), 'Nieminen');
    await userEvent.type(
      within(region).getByRole('textbox', { name: /E-mail/ }),
      'satu.nieminen@aurora.example',
    );
    await userEvent.click(save);
    expect(
      await within(region).findByText('The end user is saved among the company’s end users.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find(endUserPost)?.body).toMatchObject({
        partyType: 'INDIVIDUAL',
        name: 'Satu Nieminen',
      }),
    );
    await userEvent.click(save);
    expect(
      await within(region).findByText(/already has an end user with this e-mail address/),
    ).toBeInTheDocument();
  });
});
