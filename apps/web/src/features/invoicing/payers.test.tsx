import { payerCalls, type Payer } from '@kaista/domain/invoices';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { answer, mockApi } from '../../test/api-mock';
import { goBack } from '../../test/render-routes';
import { PAYER_READER, PAYER_WRITER, renderInvoicing, PAYER_ID, payer } from './invoicing-test-kit';

const referenceData = [
  answer(payerCalls.fInvoiceOperators, () => [{ code: 'E204503', name: 'Nordea' }]),
  answer(payerCalls.countries, () => [{ code: 'FI', name: 'Finland', deliverable: true }]),
];

describe('billing agreements', { timeout: 60_000 }, () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('asks a Finvoice agreement for its OVT address, operator and postal address, and checks the OVT rule first', async () => {
    const calls = mockApi([
      ...referenceData,
      answer(
        payerCalls.create,
        ({ body }) => ({ ...payer, deliveryMethod: 'F_INVOICE', email: null, ...(body as object) }) as Payer,
      ),
      answer(payerCalls.get, () => payer),
    ]);
    const { router } = renderInvoicing('payers/new');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Name on invoices/ }, { timeout: 15_000 }),
      'Aurora Oy',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'E-invoice (Finvoice)' }));
    expect(screen.queryByRole('textbox', { name: /E-mail address/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /E-invoice address/ }), '003712345679');
    await userEvent.click(screen.getByRole('button', { name: 'Add billing agreement' }));
    expect(await screen.findByText(/Check the e-invoice address/)).toBeInTheDocument();
    expect(screen.getByText('Choose the e-invoice operator.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.clear(screen.getByRole('textbox', { name: /E-invoice address/ }));
    // Written in groups, as invoices print it.
    await userEvent.type(screen.getByRole('textbox', { name: /E-invoice address/ }), '0037 2048049 4');
    await userEvent.click(screen.getByRole('button', { name: /E-invoice operator/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nordea (E204503)' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Contact person/ }), 'Maria Manninen');
    await userEvent.type(screen.getByRole('textbox', { name: /Street address/ }), 'Satamakatu 12');
    await userEvent.type(screen.getByRole('textbox', { name: /Postal code/ }), '00160');
    await userEvent.type(screen.getByRole('textbox', { name: /City/ }), 'Helsinki');
    await userEvent.click(screen.getByRole('button', { name: 'Add billing agreement' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
        deliveryMethod: 'F_INVOICE',
        eInvoiceAddress: '003720480494',
        eInvoiceOperator: 'E204503',
        postalNumber: '00160',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`/payers/${payer.id}$`)));
    expect(await goBack(router)).not.toMatch(/\/new$/);
  });

  it('marks as required only what the delivery method asks for', async () => {
    mockApi([...referenceData]);
    renderInvoicing('payers/new');
    // An address of 64 + @ + 64 characters fits, as the e-mail rule allows; one more is told as too long.
    const email = await screen.findByRole('textbox', { name: /E-mail address/ }, { timeout: 15_000 });
    await userEvent.click(email);
    await userEvent.paste(`${'a'.repeat(64)}@${'b'.repeat(64)}`);
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.paste('c');
    expect(email).toHaveAccessibleDescription(/At most 129 characters: 1 too many/);
    await userEvent.clear(email);
    await userEvent.click(screen.getByRole('radio', { name: 'Paper invoice' }));
    expect(screen.getByRole('textbox', { name: /Contact person/ })).not.toBeRequired();
    expect(screen.getByRole('textbox', { name: /Street address/ })).toBeRequired();
    await userEvent.click(screen.getByRole('radio', { name: 'E-invoice (Finvoice)' }));
    expect(screen.getByRole('textbox', { name: /Contact person/ })).toBeRequired();
  });

  it('tells one who may add agreements but not read them the billing account added, with a new form', async () => {
    const calls = mockApi([...referenceData, answer(payerCalls.create, () => payer)]);
    renderInvoicing('payers/new', PAYER_WRITER);
    const name = await screen.findByRole('textbox', { name: /Name on invoices/ }, { timeout: 15_000 });
    await userEvent.type(name, 'Aurora Logistics Oy');
    await userEvent.type(screen.getByRole('textbox', { name: /E-mail address/ }), 'laskut@aurora.example');
    await userEvent.click(screen.getByRole('button', { name: 'Add billing agreement' }));
    expect(
      await screen.findByText(
        'The billing agreement Aurora Logistics Oy was added: billing account 0007000001.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name on invoices/ })).toHaveValue('');
    expect(
      calls.filter((call) => call.method === 'GET' && call.url.pathname.endsWith(PAYER_ID)),
    ).toHaveLength(0);
  });

  it('searches the agreements from a named search landmark and announces how many match, none too', async () => {
    const calls = mockApi([
      answer(payerCalls.list, ({ url }) => {
        const items = url.searchParams.get('q') ? [] : [payer];
        return { items, total: items.length, totalCapped: false, offset: 0, pageSize: 20 };
      }),
    ]);
    renderInvoicing('payers', PAYER_READER);
    expect(await screen.findByText('0007000001')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Billing agreements: 1');
    const filters = screen.getByRole('search', { name: 'Billing agreement filters' });
    await userEvent.type(
      within(filters).getByRole('searchbox', { name: 'Search by name or account' }),
      'kettu{Enter}',
    );
    expect(await screen.findByText('Nothing matches the search.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Billing agreements: 0');
    expect(calls.at(-1)?.url.searchParams.get('q')).toBe('kettu');
  });

  it('shows an agreement without a modify button to a reader', async () => {
    mockApi([...referenceData, answer(payerCalls.get, () => payer)]);
    renderInvoicing(`payers/${PAYER_ID}`, PAYER_READER);
    expect(await screen.findByText('laskut@aurora.example')).toBeInTheDocument();
    expect(screen.getByText('E-mail (PDF)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modify' })).not.toBeInTheDocument();
  });

  it('sends the version read as If-Match and says when the agreement changed meanwhile', async () => {
    const calls = mockApi([
      ...referenceData,
      answer(payerCalls.get, () => payer),
      answer(payerCalls.update, () =>
        Response.json({ code: 'PRECONDITION_FAILED', message: 'Changed.' }, { status: 412 }),
      ),
    ]);
    renderInvoicing(`payers/${PAYER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Modify' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/Someone changed this meanwhile/)).toBeInTheDocument();
    await waitFor(() => expect(calls.find((call) => call.method === 'PUT')?.ifMatch).toBe('"3"'));
  });

  it('leaves a modification unsaved with Cancel and shows the agreement as it was', async () => {
    const calls = mockApi([...referenceData, answer(payerCalls.get, () => payer)]);
    renderInvoicing(`payers/${PAYER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Modify' }));
    await userEvent.clear(screen.getByRole('textbox', { name: /^Name/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    expect(screen.getByText('laskut@aurora.example')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says an agreement was added once: not after a reload, nor once it is being modified', async () => {
    mockApi([...referenceData, answer(payerCalls.get, () => payer)]);
    const { router } = renderInvoicing('payers');
    await router.navigate(`/100001/payers/${PAYER_ID}`, { state: { created: true } });
    expect(await screen.findByText('The billing agreement was added.')).toBeInTheDocument();
    // Taken off the history entry, so a reload or coming back does not say it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Modify' }));
    expect(screen.queryByText('The billing agreement was added.')).not.toBeInTheDocument();
  });

  it('names a Finvoice agreement’s operator and country as people know them', async () => {
    const finvoice: Payer = {
      ...payer,
      deliveryMethod: 'F_INVOICE',
      email: null,
      eInvoiceAddress: '003720480494',
      eInvoiceOperator: '003721291126',
      contactName: 'Maria Manninen',
      address: { street: 'Satamakatu 5', postalNumber: '00160', city: 'Helsinki', country: 'FI' },
    };
    mockApi([...referenceData, answer(payerCalls.get, () => finvoice)]);
    renderInvoicing(`payers/${PAYER_ID}`, PAYER_READER);
    expect(await screen.findByText('Maventa (003721291126)')).toBeInTheDocument();
    expect(screen.getByText('Satamakatu 5, 00160 Helsinki, Finland')).toBeInTheDocument();
  });
});
