import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { DateField } from './date-field';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Valid from" value={value} onChange={setValue} />
      <output>{value || 'none'}</output>
    </>
  );
}

/** A form that saves the date it holds, and refuses while the field says its text is no date. */
function FormHarness() {
  const [value, setValue] = useState('');
  const [valid, setValid] = useState(true);
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setSaved(valid ? value || 'none' : 'refused');
      }}
    >
      <DateField label="Transfer date" value={value} onChange={setValue} onValidityChange={setValid} />
      <button type="submit">Save</button>
      <output>{saved ?? 'nothing'}</output>
    </form>
  );
}

describe('DateField', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('shows an ISO date the Finnish way and takes a typed one when the field is left', async () => {
    render(<Harness initial="2026-11-01" />);
    const input = screen.getByRole('textbox', { name: 'Valid from' });
    expect(input).toHaveValue('01.11.2026');

    await userEvent.clear(input);
    await userEvent.type(input, '1.12.2026');
    await userEvent.tab();

    expect(screen.getByRole('status')).toHaveTextContent('2026-12-01');
    expect(input).toHaveValue('01.12.2026');
  });

  it('keeps a date that cannot be read, says how to write it, and changes nothing', async () => {
    render(<Harness initial="2026-11-01" />);
    const input = screen.getByRole('textbox', { name: 'Valid from' });

    await userEvent.clear(input);
    await userEvent.type(input, '31.02.2027');
    await userEvent.tab();

    expect(screen.getByRole('alert')).toHaveTextContent('Enter the date as dd.mm.yyyy.');
    expect(input).toHaveValue('31.02.2027');
    expect(screen.getByRole('status')).toHaveTextContent('2026-11-01');
  });

  it('tells the form that an impossible date is no date, so that the form can refuse to save without it', async () => {
    render(<FormHarness />);
    const input = screen.getByRole('textbox', { name: 'Transfer date' });
    await userEvent.type(input, '31.02.2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('status')).toHaveTextContent('refused');
    expect(input).toHaveValue('31.02.2027');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(input);
    await userEvent.type(input, '28.02.2027');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('status')).toHaveTextContent('2027-02-28');
  });

  it('takes the date when Enter submits the form from the field', async () => {
    render(<FormHarness />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Transfer date' }), '3.3.2027{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('2027-03-03');
  });

  it('clears the date when emptied', async () => {
    render(<Harness initial="2026-11-01" />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Valid from' }));
    await userEvent.tab();
    expect(screen.getByRole('status')).toHaveTextContent('none');
  });
});
