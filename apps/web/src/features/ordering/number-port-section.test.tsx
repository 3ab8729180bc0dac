import {
  cartCalls,
  catalogueCalls,
  portInPoaCalls,
  type BundleStructure,
  type Cart,
  type NumberPorts,
  type NumberResources,
  type PortInPoa,
  type PreorderResult,
} from '@kaista/domain/ordering';
import type { PoaStatus, PowerOfAttorney } from '@kaista/domain/powers-of-attorney';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { orderingRoutes } from './ordering-routes';
import {
  AURORA,
  CART_CODE,
  NO_DETAILS,
  ORDERER,
  cartCharacteristic,
  phoneCart,
  textCharacteristic,
} from './ordering-test-kit';

const DATE_UNREADABLE = 'Enter the date as dd.mm.yyyy.';
const LOCK_ITEM_EXPIRED =
  'The number’s reservation expired and someone else has the number now: choose another number.';

const product = (
  code: string,
  name: string,
  offeringType: 'SUBSCRIPTION' | 'NUMBER_NEW' | 'NUMBER_CSN' | 'NUMBER_PORT_IN',
) => ({
  code,
  name,
  description: '',
  offeringType,
  category: 'subscriptions' as const,
  imageUrl: null,
  prices: [],
  numberType: offeringType === 'SUBSCRIPTION' ? null : ('VOICE_POSTPAID' as const),
  stock: null,
  characteristics:
    offeringType === 'NUMBER_PORT_IN'
      ? [textCharacteristic({ code: 'number', name: 'Siirrettävä numero' })]
      : [],
});

const STRUCTURE: BundleStructure = {
  rootBundleTemplateId: 'MOBILE_VOICE',
  name: 'Mobiililiittymä',
  bundles: [
    {
      originalId: 'MV_PLAN',
      name: 'Liittymä',
      parentId: null,
      mainProductBundle: true,
      orderLevelSelection: false,
      displayPriority: 0,
      minItemsRequired: 1,
      maxItemsAllowed: 1,
      requiredProducts: [],
      childBundles: ['MV_NUMBER'],
      products: [{ code: 'MOB_PUHE', defaultProduct: false }],
    },
    {
      originalId: 'MV_NUMBER',
      name: 'Numero',
      parentId: 'MV_PLAN',
      mainProductBundle: false,
      orderLevelSelection: false,
      displayPriority: 10,
      minItemsRequired: 1,
      maxItemsAllowed: 1,
      requiredProducts: [],
      childBundles: [],
      products: [
        { code: 'NUM_NEW', defaultProduct: true },
        { code: 'NUM_PORT', defaultProduct: false },
        { code: 'NUM_CSN', defaultProduct: false },
      ],
    },
  ],
  products: [
    product('MOB_PUHE', 'Kaista Puhe', 'SUBSCRIPTION'),
    product('NUM_NEW', 'Uusi numero', 'NUMBER_NEW'),
    product('NUM_PORT', 'Numeron siirto', 'NUMBER_PORT_IN'),
    product('NUM_CSN', 'Oma numero', 'NUMBER_CSN'),
  ],
  rules: [],
};

type NumberChoice = 'NUM_NEW' | 'NUM_PORT' | 'NUM_CSN';

/** A cart with one mobile subscription whose number is a new one, a port-in or one of the register's. */
function mobileCart(version: number, number: NumberChoice): Cart {
  const base = phoneCart(version);
  const chosen = STRUCTURE.products.find((p) => p.code === number)!;
  return {
    ...base,
    lines: [
      {
        orderlineBundleNo: 1,
        rootBundleTemplateId: 'MOBILE_VOICE',
        name: 'Mobiililiittymä',
        quantity: 1,
        products: [
          {
            code: 'MOB_PUHE',
            name: 'Kaista Puhe',
            offeringType: 'SUBSCRIPTION',
            bundleTemplateId: 'MV_PLAN',
            prices: [],
          },
          {
            code: chosen.code,
            name: chosen.name,
            offeringType: chosen.offeringType,
            bundleTemplateId: 'MV_NUMBER',
            prices: [],
          },
        ],
        selections: [{ bundleNo: 2, characteristics: [] }],
        totals: { oneTimeCents: 0, monthlyCents: 0 },
      },
    ],
    totals: { oneTimeCents: 0, monthlyCents: 0 },
    details: NO_DETAILS,
    needsDelivery: false,
  };
}

const ports = (number: NumberChoice): NumberPorts => ({
  numberPorts:
    number === 'NUM_PORT'
      ? [
          {
            bundleNo: 2,
            orderlineBundleNo: 1,
            productCode: 'NUM_PORT',
            name: 'Mobiililiittymä',
            number: '',
            ownerChange: false,
            contactName: '',
            contactPhone: '',
            signer: '',
            transferTime: '',
            poa: { required: false, poa: null, refusal: null },
          },
        ]
      : [],
  earliestTransferDate: '2026-11-30',
  latestTransferDate: '2027-02-23',
  transferHours: ['09:00', '10:00', '11:00'],
});

/** The cart's one new number, open or given, for Anna Virtanen; the operator's range has 3 free voice numbers. */
const resources = (number: string | null): NumberResources => ({
  resources: [
    {
      orderlineBundleNo: 1,
      bundleNo: 2,
      productCode: 'NUM_NEW',
      lineName: 'Kaista Puhe',
      numberType: 'VOICE_POSTPAID',
      kind: 'NEW',
      number,
      endUser: 'Anna Virtanen',
    },
  ],
  ranges: [
    {
      numberType: 'VOICE_POSTPAID',
      kind: 'NEW',
      available: number ? 2 : 3,
      needed: number ? 0 : 1,
      warning: 'ALMOST_EXHAUSTED',
    },
  ],
});

describe('the number transfer on the details step', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the new numbers with their users and the range warning, and assigns the open ones with If-Match', async () => {
    let version = 1;
    let assigned: string | null = null;
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => mobileCart(version, 'NUM_NEW')),
      answer(catalogueCalls.bundleStructure, () => STRUCTURE),
      answer(cartCalls.numberPort, () => ports('NUM_NEW')),
      answer(cartCalls.numberResources, () => resources(assigned)),
      answer(cartCalls.assignNumbers, () => {
        version += 1;
        assigned = '+358457100123';
        return mobileCart(version, 'NUM_NEW');
      }),
      answer(cartCalls.payerChoices, () => ({ payers: [], costCentres: [] })),
      answer(cartCalls.changeImpact, () => ({ oneTimeCents: 0, orderMonthlyCents: 0, company: null })),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/details`, {
      user: ORDERER,
    });
    const numbers = await screen.findByRole('region', { name: 'Numbers' });
    expect(await within(numbers).findByText('Kaista Puhe, Anna Virtanen')).toBeInTheDocument();
    expect(within(numbers).getByText('given at submit')).toBeInTheDocument();
    expect(within(numbers).getByText(/number range is almost exhausted/)).toHaveTextContent(
      'From the operator’s free numbers: free numbers 3, still needed 1.',
    );
    await userEvent.click(within(numbers).getByRole('button', { name: 'Assign the open number' }));
    expect(await within(numbers).findByText('045 710 0123')).toBeInTheDocument();
    expect(
      calls.find((call) => call.method === 'POST' && call.url.pathname.endsWith('/numberresources')),
    ).toMatchObject({ body: {}, ifMatch: '"1"' });
    expect(
      calls.find((call) => call.method === 'GET' && call.url.pathname.endsWith('/numberresources'))?.url
        .search,
    ).toBe('?matchEndUser=true');
    expect(within(numbers).queryByRole('button', { name: /Assign/ })).not.toBeInTheDocument();
  });

  it('shows §8 Lock item expired at the number’s line when the submit finds its lapsed number taken', async () => {
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => mobileCart(1, 'NUM_NEW')),
      answer(catalogueCalls.bundleStructure, () => STRUCTURE),
      answer(cartCalls.numberPort, () => ports('NUM_NEW')),
      answer(cartCalls.numberResources, () => resources('+358457100123')),
      answer(cartCalls.payerChoices, () => ({ payers: [], costCentres: [] })),
      answer(cartCalls.changeImpact, () => ({ oneTimeCents: 0, orderMonthlyCents: 0, company: null })),
      answer(cartCalls.preorderCheck, () => ({
        overall: 'SUCCESS' as const,
        actions: [{ action: 'CONTENTS' as const, overall: 'SUCCESS' as const, errors: [] }],
      })),
      answer(cartCalls.submit, () =>
        Response.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Lock item expired',
            fieldErrors: { '2.NUM_NEW.number': 'error.lock-item-expired' },
          },
          { status: 400 },
        ),
      ),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/details`, {
      user: ORDERER,
    });
    const numbers = await screen.findByRole('region', { name: 'Numbers' });
    expect(await within(numbers).findByText('045 710 0123')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    const refusal = await within(numbers).findByText(
      'The number’s reservation expired and someone else has the number now: choose another number.',
    );
    expect(refusal.closest('li')).toHaveTextContent('045 710 0123');
    expect(calls.filter((call) => call.url.pathname.endsWith('/orders'))).toHaveLength(1);
  });

  it('tells §8 Lock item expired of the pre-order check at its item, and the contents step marks the number', async () => {
    // The new number was typed on the contents step; its reservation lapsed and someone else has it now.
    const typed = (): Cart => {
      const base = mobileCart(1, 'NUM_NEW');
      const number = cartCharacteristic({ productCode: 'NUM_NEW', value: '+358457100123' });
      return {
        ...base,
        lines: base.lines.map((line) => ({
          ...line,
          selections: [{ bundleNo: 2, characteristics: [number] }],
        })),
      };
    };
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, typed),
      answer(catalogueCalls.bundleStructure, () => STRUCTURE),
      answer(cartCalls.numberPort, () => ports('NUM_NEW')),
      answer(cartCalls.payerChoices, () => ({ payers: [], costCentres: [] })),
      answer(cartCalls.changeImpact, () => ({ oneTimeCents: 0, orderMonthlyCents: 0, company: null })),
      answer(cartCalls.preorderCheck, (): PreorderResult => ({
        overall: 'FAILURE',
        actions: [
          {
            action: 'CONTENTS',
            overall: 'FAILURE',
            errors: [
              { field: '2.NUM_NEW.number', code: 'LOCK_ITEM_EXPIRED', key: 'error.lock-item-expired' },
            ],
          },
        ],
      })),
      answer(cartCalls.numberAvailability, () => ({
        numberType: 'VOICE_POSTPAID' as const,
        kind: 'NEW' as const,
        available: 3,
        numbers: ['+358457100124'],
        warning: null,
      })),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/details`, {
      user: ORDERER,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Submit order' }));
    const notice = (
      await screen.findByText('The order details of the items are missing or wrong (1).')
    ).closest<HTMLElement>('[data-type]')!;
    expect(notice).toHaveTextContent(`Kaista Puhe, Numero: ${LOCK_ITEM_EXPIRED}`);
    expect(calls.some((call) => call.url.pathname.endsWith('/orders'))).toBe(false);

    await userEvent.click(within(notice).getByRole('link', { name: 'Order details' }));
    const field = await screen.findByRole('textbox', { name: 'Numero' });
    expect(field).toHaveValue('+358457100123');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(LOCK_ITEM_EXPIRED));
    expect(screen.getByText('Correct the marked fields.')).toBeInTheDocument();
  });

  it('shows the catalogue rule that refuses the number choice', async () => {
    mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => mobileCart(1, 'NUM_NEW')),
      answer(catalogueCalls.bundleStructure, () => STRUCTURE),
      answer(cartCalls.numberPort, () => ports('NUM_NEW')),
      answer(cartCalls.changeBundle, () =>
        Response.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'The bundle does not allow this change (INCOMPATIBLE).',
            fieldErrors: { productCode: 'ordering.bundle-rule.INCOMPATIBLE' },
          },
          { status: 400 },
        ),
      ),
      answer(cartCalls.payerChoices, () => ({ payers: [], costCentres: [] })),
      answer(cartCalls.changeImpact, () => ({ oneTimeCents: 0, orderMonthlyCents: 0, company: null })),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/details`, {
      user: ORDERER,
    });
    const numbers = await screen.findByRole('region', { name: 'Numbers' });
    await userEvent.click(await within(numbers).findByRole('radio', { name: /^Numeron siirto/ }));
    expect(await within(numbers).findByText('The products cannot be chosen together.')).toBeInTheDocument();
    expect(within(numbers).queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });

  it('switches the number to a port-in and saves its fields with If-Match; a refused time shows at its field', async () => {
    let version = 1;
    let number: NumberChoice = 'NUM_NEW';
    let refuse = true;
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => mobileCart(version, number)),
      answer(catalogueCalls.bundleStructure, () => STRUCTURE),
      answer(cartCalls.numberPort, () => ports(number)),
      answer(cartCalls.changeBundle, () => {
        version += 1;
        number = 'NUM_PORT';
        return mobileCart(version, number);
      }),
      answer(cartCalls.setNumberPort, () => {
        if (refuse) {
          refuse = false;
          return Response.json(
            {
              code: 'INVALID_TRANSFER_TIME',
              message: 'The transfer time is not a possible one.',
              fieldErrors: { transferTime: 'error.invalid-transfer-time' },
            },
            { status: 400 },
          );
        }
        version += 1;
        return mobileCart(version, number);
      }),
      answer(cartCalls.payerChoices, () => ({ payers: [], costCentres: [] })),
      answer(cartCalls.changeImpact, () => ({ oneTimeCents: 0, orderMonthlyCents: 0, company: null })),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/details`, {
      user: ORDERER,
    });
    const numbers = await screen.findByRole('region', { name: 'Numbers' });
    await userEvent.click(await within(numbers).findByRole('radio', { name: /^Numeron siirto/ }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.method === 'PUT' && call.url.pathname.endsWith('/bundles')),
      ).toMatchObject({
        body: {
          orderlineBundleNo: 1,
          bundleTemplateId: 'MV_NUMBER',
          productCode: 'NUM_PORT',
          action: 'CHANGE',
        },
        ifMatch: '"1"',
      }),
    );
    const form = await within(numbers).findByRole('form', { name: 'Number transfer: Kaista Puhe' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Number to transfer/ }), '040 765 4321');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /^Contact person(?!’)/ }),
      'Anna Virtanen',
    );
    await userEvent.type(
      within(form).getByRole('textbox', { name: /Contact person’s phone/ }),
      '+358401112223',
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /Signer/ }), 'Pekka Virtanen');
    await userEvent.click(within(form).getByRole('checkbox', { name: /changes owner/ }));
    // The transfer date is the §1 dd.mm.yyyy date field: a date it cannot read is said so on leaving it.
    const transferDate = within(form).getByRole('textbox', { name: /Transfer date/ });
    await userEvent.type(transferDate, '31.11.2026');
    await userEvent.tab();
    expect(await within(form).findByText(DATE_UNREADABLE)).toBeInTheDocument();
    // Saving then sends nothing (never "no date", which would be the earliest): the text and its error stay.
    await userEvent.click(within(form).getByRole('button', { name: 'Save the number transfer' }));
    expect(calls.some((call) => call.url.pathname.endsWith('/numberport') && call.method === 'PUT')).toBe(
      false,
    );
    expect(transferDate).toHaveValue('31.11.2026');
    expect(within(form).getByText(DATE_UNREADABLE)).toBeInTheDocument();
    // A good date taken on leaving the field keeps the error in place until the save answers (the button
    // below it must not move under a click that left the field).
    await userEvent.clear(transferDate);
    await userEvent.type(transferDate, '4.12.2026');
    await userEvent.tab();
    expect(within(form).getByText(DATE_UNREADABLE)).toBeInTheDocument();
    await userEvent.clear(transferDate);
    await userEvent.type(transferDate, '5.12.2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the number transfer' }));
    expect(await within(form).findByText(/The transfer time is not possible/)).toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('textbox', { name: /Transfer date/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Transfer date/ }), '7.12.2026');
    await userEvent.click(within(form).getByRole('button', { name: 'Save the number transfer' }));
    await waitFor(() =>
      expect(
        calls.filter((call) => call.url.pathname.endsWith('/numberport') && call.method === 'PUT').at(-1),
      ).toMatchObject({
        body: {
          bundleNo: 2,
          number: '040 765 4321',
          ownerChange: true,
          contactName: 'Anna Virtanen',
          contactPhone: '+358401112223',
          signer: 'Pekka Virtanen',
          transferTime: '2026-12-07T09:00',
        },
        ifMatch: '"2"',
      }),
    );
    expect(await within(form).findByText('Saved.')).toBeInTheDocument();
  });

  it('offers the three kinds of number, and shows a short register as an info beside the CSN number', async () => {
    mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => mobileCart(1, 'NUM_CSN')),
      answer(catalogueCalls.bundleStructure, () => STRUCTURE),
      answer(cartCalls.numberPort, () => ports('NUM_CSN')),
      answer(cartCalls.numberResources, (): NumberResources => ({
        resources: [{ ...resources(null).resources[0]!, productCode: 'NUM_CSN', kind: 'CSN' }],
        ranges: [
          {
            numberType: 'VOICE_POSTPAID',
            kind: 'CSN',
            available: 0,
            needed: 1,
            warning: 'NOT_ENOUGH_CSN_NUMBERS',
          },
        ],
      })),
      answer(cartCalls.payerChoices, () => ({ payers: [], costCentres: [] })),
      answer(cartCalls.changeImpact, () => ({ oneTimeCents: 0, orderMonthlyCents: 0, company: null })),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/details`, {
      user: ORDERER,
    });
    const numbers = await screen.findByRole('region', { name: 'Numbers' });
    const choice = within(await within(numbers).findByRole('radiogroup', { name: 'Number of Kaista Puhe' }));
    expect(choice.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'NUM_NEW',
      'NUM_PORT',
      'NUM_CSN',
    ]);
    // Each choice names its kind after the catalogue's name.
    expect(
      choice.getByRole('radio', {
        name: /^Oma numero From the company’s own number register \(CSN\)$/,
      }),
    ).toBeChecked();
    expect(
      choice.getByRole('radio', { name: /^Uusi numero From the operator’s free numbers$/ }),
    ).not.toBeChecked();
    expect(
      choice.getByRole('radio', {
        name: /^Numeron siirto An existing number from another operator$/,
      }),
    ).not.toBeChecked();
    const info = await within(numbers).findByText(/own number register \(CSN\) does not have enough/);
    expect(info.closest('[data-type]')).toHaveAttribute('data-type', 'info');
    expect(info).toHaveTextContent(
      'From the company’s own number register (CSN): free numbers 0, still needed 1.',
    );
    const listed = within(numbers).getByText('Kaista Puhe, Anna Virtanen');
    expect(listed).toHaveTextContent('From the company’s own number register (CSN)');
    expect(within(numbers).getByText('given at submit')).toBeInTheDocument();
  });

  it('drops the check’s “cannot be empty” from a transfer field once the field is filled in', async () => {
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => mobileCart(1, 'NUM_PORT')),
      answer(catalogueCalls.bundleStructure, () => STRUCTURE),
      answer(cartCalls.numberPort, () => ports('NUM_PORT')),
      answer(cartCalls.preorderCheck, (): PreorderResult => ({
        overall: 'FAILURE',
        actions: [
          {
            action: 'CONTENTS',
            overall: 'FAILURE',
            errors: ['number', 'signer'].map((code) => ({
              field: `2.NUM_PORT.${code}`,
              code: 'REQUIRED',
              key: 'validation.cannot-be-empty',
            })),
          },
        ],
      })),
      answer(cartCalls.payerChoices, () => ({ payers: [], costCentres: [] })),
      answer(cartCalls.changeImpact, () => ({ oneTimeCents: 0, orderMonthlyCents: 0, company: null })),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/details`, {
      user: ORDERER,
    });
    const form = await screen.findByRole('form', { name: 'Number transfer: Kaista Puhe' });
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    const number = within(form).getByRole('textbox', { name: /Number to transfer/ });
    const signer = within(form).getByRole('textbox', { name: /Signer/ });
    await waitFor(() => expect(number).toHaveAccessibleDescription(/cannot be empty/));
    expect(signer).toHaveAccessibleDescription(/cannot be empty/);

    await userEvent.type(number, '040 765 4321');
    expect(number).not.toHaveAccessibleDescription(/cannot be empty/);
    expect(signer).toHaveAccessibleDescription(/cannot be empty/);
    // The next check speaks for itself: what it says is shown, edited before it or not.
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.url.pathname.endsWith('/preordercheck'))).toHaveLength(2),
    );
    expect(await within(form).findAllByText(/cannot be empty/)).toHaveLength(2);
  });

  it('§4 owner change: prints and records the holder’s power of attorney, then records it signed (decision 018)', async () => {
    const createObjectURL = vi.fn(() => 'blob:poa');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let version = 1;
    const poaOf = (status: PoaStatus): PowerOfAttorney => ({
      id: '00000000-0000-4000-8095-000000000001',
      serviceId: null,
      number: '+358407654321',
      holderName: 'Pekka Virtanen',
      holderPersonalIdMasked: '131052-****',
      validUntil: '2026-12-31',
      status,
      createdAt: '2026-11-28T10:00:00+00:00',
      createdByName: 'Maria Manninen',
      decidedAt: null,
      decidedByName: null,
    });
    let state: PortInPoa = { required: true, poa: null, refusal: 'POA_NOT_FOUND' };
    const withPoa = (): NumberPorts => {
      const base = ports('NUM_PORT');
      const [entry] = base.numberPorts;
      return {
        ...base,
        numberPorts: [
          { ...entry!, number: '+358407654321', ownerChange: true, signer: 'Pekka Virtanen', poa: state },
        ],
      };
    };
    const calls = mockApi([
      answer(cartCalls.summary, () => ({ code: CART_CODE, totalItems: 1 })),
      answer(cartCalls.get, () => mobileCart(version, 'NUM_PORT')),
      answer(catalogueCalls.bundleStructure, () => STRUCTURE),
      answer(cartCalls.numberPort, () => withPoa()),
      // §5: the order is refused while the owner change has no signed power of attorney.
      answer(cartCalls.preorderCheck, (): PreorderResult => ({
        overall: 'FAILURE',
        actions: [
          {
            action: 'CONTENTS',
            overall: 'FAILURE',
            errors: [{ field: '2.NUM_PORT.poaId', code: 'POA_NOT_FOUND', key: 'error.poa-not-found' }],
          },
        ],
      })),
      answer(portInPoaCalls.pdf, () => new Response('%PDF-1.3', { status: 200 })),
      answer(portInPoaCalls.create, () => {
        version += 1;
        state = { required: true, poa: poaOf('PENDING'), refusal: 'POA_PENDING' };
        return mobileCart(version, 'NUM_PORT');
      }),
      answer(portInPoaCalls.result, ({ body }) => {
        if ((body as { holderPersonalId?: string }).holderPersonalId !== '131052-308T')
          return Response.json(
            { code: 'POA_SSN_MISMATCH', message: 'The personal identity code is not that of the holder.' },
            { status: 400 },
          );
        state = { required: true, poa: poaOf('SIGNED'), refusal: null };
        return poaOf('SIGNED');
      }),
      answer(cartCalls.payerChoices, () => ({ payers: [], costCentres: [] })),
      answer(cartCalls.changeImpact, () => ({ oneTimeCents: 0, orderMonthlyCents: 0, company: null })),
    ]);
    renderRoutes([{ path: ':companyId', children: orderingRoutes }], `/${AURORA}/order/new/details`, {
      user: ORDERER,
    });
    const poa = await screen.findByRole('region', { name: 'Power of attorney for 040 765 4321' });
    const needed = within(poa).getByText(/needs a power of attorney signed by the holder/);
    expect(needed.closest('[data-type]')).toHaveAttribute('data-type', 'warning');
    await userEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText('Correct the marked fields.')).toBeInTheDocument();
    await waitFor(() => expect(needed.closest('[data-type]')).toHaveAttribute('data-type', 'error'));
    expect(calls.some((call) => call.url.pathname.endsWith('/orders'))).toBe(false);
    const create = within(poa).getByRole('form', { name: 'New power of attorney for 040 765 4321' });
    await userEvent.type(within(create).getByRole('textbox', { name: /Holder’s name/ }), 'Pekka Virtanen');
    await userEvent.type(
      within(create).getByRole('textbox', { name: /Holder’s personal identity code/ }),
      '131052-308t',
    );
    await userEvent.type(within(create).getByRole('textbox', { name: /Valid until/ }), '31.12.2026');
    await userEvent.click(within(create).getByRole('button', { name: 'Print (PDF)' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    const form = { holderName: 'Pekka Virtanen', holderPersonalId: '131052-308T', validUntil: '2026-12-31' };
    expect(calls.find((call) => call.url.pathname.endsWith('/numberport/2/poa/pdf'))?.body).toEqual(form);

    await userEvent.click(within(create).getByRole('button', { name: 'Record the power of attorney' }));
    expect(await within(poa).findByText(/waiting for the signature/)).toBeInTheDocument();
    expect(calls.find((call) => call.url.pathname.endsWith('/numberport/2/poa/create'))).toMatchObject({
      body: form,
      ifMatch: '"1"',
    });
    expect(within(poa).getByText(/has not been signed yet/)).toBeInTheDocument();

    const record = within(poa).getByRole('form', { name: 'Result of the signing for 040 765 4321' });
    const code = within(record).getByRole('textbox', { name: /Personal identity code on the signed paper/ });
    await userEvent.type(code, '010190-123M');
    await userEvent.click(within(record).getByRole('button', { name: 'Record the result' }));
    expect(
      await within(record).findByText('The personal identity code is not that of the holder of the number.'),
    ).toBeInTheDocument();
    await userEvent.clear(code);
    await userEvent.type(code, '131052-308T');
    await userEvent.click(within(record).getByRole('button', { name: 'Record the result' }));
    expect(
      await within(poa).findByText('The power of attorney is signed: the number can be ported.'),
    ).toBeInTheDocument();
    expect(within(poa).queryByRole('form')).not.toBeInTheDocument();
  });
});
