import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { HttpError } from '../../lib/http/http-error';
import { PoaForm } from './poa-form';
import { PoaResultForm } from './poa-result-form';

const refusal = (error: Error) => <p>Refused: {error.message}</p>;

async function fillIn(personalIdLabel: RegExp) {
  await userEvent.type(screen.getByRole('textbox', { name: /^Holder( of|’s name)/ }), 'Pekka Virtanen');
  await userEvent.type(screen.getByRole('textbox', { name: personalIdLabel }), '131052-308t');
  await userEvent.type(screen.getByRole('textbox', { name: /Valid until/ }), '31.12.2026');
}

/** The services area's form, for a number, printing and recording with the given calls. */
const renderServicesForm = (pdf: () => Promise<Blob>, create: () => Promise<unknown>) =>
  render(
    <PoaForm textPrefix="services.poa" number="+358407654321" pdf={pdf} create={create} refusal={refusal} />,
  );

describe('the power of attorney forms shared by services and the port-in', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterAll(() => i18n.changeLanguage('fi'));

  it('prints the paper under the area’s file name and records the holder’s details, normalised', async () => {
    const saved: string[] = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:poa', revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const pdf = vi.fn(async () => new Blob(['%PDF-']));
    const create = vi.fn(async () => ({}));
    renderServicesForm(pdf, create);
    // The services' texts, with the help that only the services area gives under the personal identity code.
    expect(screen.getByText(/For example 131052-308T. It is printed on the paper only./)).toBeInTheDocument();
    await fillIn(/^Personal identity code/);
    const body = { holderName: 'Pekka Virtanen', holderPersonalId: '131052-308T', validUntil: '2026-12-31' };

    await userEvent.click(screen.getByRole('button', { name: 'Print as PDF' }));
    await waitFor(() => expect(saved).toEqual(['power-of-attorney-358407654321.pdf']));
    expect(pdf).toHaveBeenCalledWith(body);
    await userEvent.click(screen.getByRole('button', { name: 'Record the power of attorney' }));
    expect(create).toHaveBeenCalledWith(body);
    click.mockRestore();
  });

  it('tells an empty or mistyped field at the field without printing or recording anything', async () => {
    const pdf = vi.fn();
    const create = vi.fn();
    renderServicesForm(pdf, create);
    await userEvent.click(screen.getByRole('button', { name: 'Record the power of attorney' }));
    expect(screen.getByRole('textbox', { name: /^Holder( of|’s name)/ })).toHaveAccessibleDescription(
      i18n.t('validation.cannot-be-empty'),
    );
    expect(screen.getByRole('textbox', { name: /^Personal identity code/ })).toHaveAccessibleDescription(
      expect.stringContaining(i18n.t('validation.cannot-be-empty')),
    );
    await userEvent.type(screen.getByRole('textbox', { name: /^Holder( of|’s name)/ }), 'Pekka Virtanen');
    await userEvent.type(screen.getByRole('textbox', { name: /^Personal identity code/ }), '131052-308X');
    await userEvent.type(screen.getByRole('textbox', { name: /Valid until/ }), '31.12.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Print as PDF' }));
    expect(screen.getByRole('textbox', { name: /^Personal identity code/ })).toHaveAccessibleDescription(
      expect.stringContaining(i18n.t('validation.personal-id')),
    );
    expect(screen.getByRole('textbox', { name: /^Holder( of|’s name)/ })).not.toHaveAccessibleDescription(
      i18n.t('validation.cannot-be-empty'),
    );
    expect(pdf).not.toHaveBeenCalled();
    expect(create).not.toHaveBeenCalled();
  });

  it('shows a field’s refusal at the field and any other in the area’s words', async () => {
    const create = vi
      .fn()
      .mockRejectedValueOnce(new HttpError(400, 'VALIDATION', 'bad', { holderName: 'validation.required' }))
      .mockRejectedValueOnce(new HttpError(409, 'POA_EXPIRED', 'passed'));
    render(
      <PoaForm
        textPrefix="ordering.port-in.poa"
        label="New power of attorney"
        number="+358407654321"
        pdf={vi.fn()}
        create={create}
        refusal={refusal}
      />,
    );
    const form = screen.getByRole('form', { name: 'New power of attorney' });
    // The port-in's texts: no help under its personal identity code.
    expect(screen.queryByText(/For example 131052-308T/)).not.toBeInTheDocument();
    await fillIn(/^Holder.s personal identity code/);
    await userEvent.click(screen.getByRole('button', { name: 'Record the power of attorney' }));
    expect(await screen.findByText(i18n.t('validation.required'))).toBeInTheDocument();
    expect(screen.queryByText(/Refused/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record the power of attorney' }));
    expect(await screen.findByText('Refused: passed')).toBeInTheDocument();
    expect(form).toBeInTheDocument();
  });

  it('records a signing’s result: signed with the code on the paper, or rejected without one', async () => {
    const record = vi.fn().mockRejectedValueOnce(new HttpError(400, 'POA_SSN_MISMATCH', 'not the holder'));
    render(
      <PoaResultForm
        textPrefix="services.poa.list"
        label="Result for Pekka"
        record={record}
        refusal={refusal}
      />,
    );
    const code = screen.getByRole('textbox', { name: /Personal identity code on the signed paper/ });
    await userEvent.click(screen.getByRole('button', { name: 'Record the result' }));
    expect(code).toHaveAccessibleDescription(expect.stringContaining(i18n.t('validation.cannot-be-empty')));
    expect(record).not.toHaveBeenCalled();
    await userEvent.type(code, '131052-308t');
    await userEvent.click(screen.getByRole('button', { name: 'Record the result' }));
    expect(await screen.findByText('Refused: not the holder')).toBeInTheDocument();
    expect(record).toHaveBeenLastCalledWith({ result: 'SIGNED', holderPersonalId: '131052-308T' });

    await userEvent.click(screen.getByRole('radio', { name: 'Rejected' }));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record the result' }));
    expect(record).toHaveBeenLastCalledWith({ result: 'REJECTED' });
    await waitFor(() => expect(screen.queryByText(/Refused/)).not.toBeInTheDocument());
  });
});
