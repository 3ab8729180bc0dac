import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../lib/http/http-error';
import { i18n } from '../../lib/i18n/i18n';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { TextField } from '../text-field/text-field';
import { FormField } from './form-field';

const schema = z.object({ name: z.string().min(1, 'validation.cannot-be-empty'), businessId: z.string() });
type Values = z.infer<typeof schema>;

function CompanyForm({ write }: { write: (values: Values) => Promise<unknown> }) {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', businessId: '' },
  });
  const submit = useFormSubmit(form, write, {
    codes: { ORGANISATION_EXISTS: 'businessId' },
  });
  return (
    <form onSubmit={submit} noValidate>
      <FormField control={form.control} name="name">
        {(field) => <TextField {...field} label="Name" />}
      </FormField>
      <FormField control={form.control} name="businessId">
        {(field) => <TextField {...field} label="Business ID" />}
      </FormField>
      <button type="submit">Save</button>
    </form>
  );
}

describe('the form kit', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it("shows the schema's own message keys in the user's language and sends nothing", async () => {
    const write = vi.fn(async () => undefined);
    render(<CompanyForm write={write} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This field cannot be empty.');
    expect(write).not.toHaveBeenCalled();
  });

  it("puts the server's field errors and field-bound codes on their fields", async () => {
    const write = vi
      .fn<(values: Values) => Promise<unknown>>()
      .mockRejectedValueOnce(new HttpError(400, 'VALIDATION_ERROR', 'x', { name: 'validation.name' }))
      .mockRejectedValueOnce(new HttpError(409, 'ORGANISATION_EXISTS', 'x'));
    render(<CompanyForm write={write} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Aurora');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Enter a name of 1–100/);
    expect(write).toHaveBeenCalledWith({ name: 'Aurora', businessId: '' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A company with this identifier exists already.')).toBeInTheDocument();
  });

  it('reads a key it does not know as "check this value"', async () => {
    const write = vi.fn(async () => {
      throw new HttpError(400, 'VALIDATION_ERROR', 'x', { businessId: 'no.such.key' });
    });
    render(<CompanyForm write={write} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Aurora');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Check this value.');
  });
});
