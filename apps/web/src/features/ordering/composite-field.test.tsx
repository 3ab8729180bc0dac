import { cartCalls, type Cart, type CartCharacteristic } from '@kaista/domain/ordering';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import { AURORA, CART_CODE, ORDERER, apnCharacteristic, phoneCart } from './ordering-test-kit';

/** One 5G subscription whose APN list has the rows given. */
const apnCart = (apns: CartCharacteristic): Cart => ({
  ...phoneCart(3),
  lines: [
    {
      orderlineBundleNo: 1,
      rootBundleTemplateId: 'MOBILE_VOICE',
      name: 'Mobiililiittymä',
      quantity: 1,
      products: [
        {
          code: 'MOB_5G_300',
          name: 'Kaista Mobiili 5G 300M',
          offeringType: 'SUBSCRIPTION',
          bundleTemplateId: 'MV_PLAN',
          prices: [],
        },
      ],
      selections: [{ bundleNo: 2, characteristics: [apns] }],
      totals: { oneTimeCents: 0, monthlyCents: 0 },
    },
  ],
  needsDelivery: false,
});

const corp = { apnName: 'aurora.corp', apnType: 'PRIVATE' };

function renderContents(apns: CartCharacteristic, onSave?: (body: unknown) => Response | Cart) {
  const calls = mockApi([
    answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
    answer(cartCalls.get, () => apnCart(apns)),
    answer(cartCalls.characteristics, ({ body }) => onSave?.(body) ?? apnCart(apns)),
  ]);
  renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/contents`, {
    user: ORDERER,
  });
  return calls;
}

const row = (name: string) => screen.getByRole('group', { name });
const apnName = (name: string) => within(row(name)).getByRole('textbox', { name: /APN name/ });

describe('§4 composite entries on the contents step', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the standard APN and the given rows disabled, the last row editable and removable', async () => {
    renderContents(apnCharacteristic([corp, { apnName: 'aurora.iot', apnType: 'PUBLIC' }]));
    await screen.findByRole('group', { name: 'Standard entry 1' });
    expect(apnName('Standard entry 1')).toHaveValue('internet');
    expect(apnName('Standard entry 1')).toBeDisabled();
    expect(apnName('Row 2')).toBeDisabled();
    expect(apnName('Row 3')).toBeEnabled();
    expect(within(row('Standard entry 1')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(within(row('Row 2')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove row 3' })).toBeInTheDocument();
  });

  it('adds a row once the last is complete, up to the maximum, and removing it frees the one above', async () => {
    renderContents(apnCharacteristic([], 3));
    const add = await screen.findByRole('button', { name: 'Add a row (at most 3)' });
    await userEvent.click(add);
    expect(add).toBeDisabled();
    await userEvent.type(apnName('Row 2'), 'aurora.corp');
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(apnName('Row 2')).toBeDisabled();
    await userEvent.type(apnName('Row 3'), 'aurora.iot');
    // The standard APN counts: three rows are the most.
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 3' }));
    expect(screen.queryByRole('group', { name: 'Row 3' })).not.toBeInTheDocument();
    expect(apnName('Row 2')).toBeEnabled();
  });

  it('checks a component by §5 as the server does, and sends the rows with the values', async () => {
    const calls = renderContents(apnCharacteristic([corp]));
    await screen.findByRole('group', { name: 'Row 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a row (at most 4)' }));
    await userEvent.type(apnName('Row 3'), 'aurora<iot>');
    expect(within(row('Row 3')).getByText(/Use letters, digits, spaces/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(calls.some((call) => call.url.pathname.endsWith('/characteristics'))).toBe(false);
    await userEvent.clear(apnName('Row 3'));
    await userEvent.type(apnName('Row 3'), 'aurora.iot');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.pathname.endsWith('/characteristics'))?.body).toEqual({
        values: [],
        compositeValues: [
          {
            bundleNo: 2,
            productCode: 'MOB_5G_300',
            code: 'apnList',
            entries: [corp, { apnName: 'aurora.iot', apnType: 'PRIVATE' }],
          },
        ],
      }),
    );
  });

  it('tells a row that repeats one above it on its row and does not send it', async () => {
    const calls = renderContents(apnCharacteristic([corp]));
    await screen.findByRole('group', { name: 'Row 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a row (at most 4)' }));
    await userEvent.type(apnName('Row 3'), 'Aurora.Corp');
    expect(within(row('Row 3')).getByText('The list already has this entry.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a row (at most 4)' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(calls.some((call) => call.url.pathname.endsWith('/characteristics'))).toBe(false);
  });

  it('shows the server’s refusal of a component on its row', async () => {
    renderContents(apnCharacteristic([corp]), () =>
      Response.json(
        {
          code: 'VALIDATION_ERROR',
          message: 'Some values are not valid.',
          fieldErrors: { '2.MOB_5G_300.apnList.1.apnName': 'validation.max-length' },
        },
        { status: 400 },
      ),
    );
    await screen.findByRole('group', { name: 'Row 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Add a row (at most 4)' }));
    await userEvent.type(apnName('Row 3'), 'aurora.iot');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await within(row('Row 3')).findByText('The text is too long.')).toBeInTheDocument();
    expect(within(row('Row 2')).queryByText('The text is too long.')).not.toBeInTheDocument();
  });
});
