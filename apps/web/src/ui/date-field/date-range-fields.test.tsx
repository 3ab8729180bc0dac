import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { DateRangeFields, type DateRange } from './date-range-fields';

function Harness() {
  const [range, setRange] = useState<DateRange>({ from: '', to: '' });
  return (
    <DateRangeFields
      fromLabel="From"
      toLabel="To"
      from={range.from}
      to={range.to}
      onChange={(change) => setRange((current) => ({ ...current, ...change }))}
    />
  );
}

async function typeDate(label: string, text: string) {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.clear(input);
  await userEvent.type(input, text);
  await userEvent.tab();
}

describe('DateRangeFields', () => {
  beforeAll(() => i18n.changeLanguage('en'));

  it('says so at the end when it is before the start, and no more once it is not', async () => {
    render(<Harness />);
    await typeDate('From', '15.11.2026');
    await typeDate('To', '1.11.2026');
    expect(screen.getByRole('alert')).toHaveTextContent('The end date is before the start date');
    expect(screen.getByRole('textbox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true');

    await typeDate('To', '15.11.2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the date the list is still filtered by while a typed one cannot be read', async () => {
    render(<Harness />);
    await typeDate('From', '15.11.2026');
    await typeDate('From', '31.02.2026');
    expect(screen.getByRole('alert')).toHaveTextContent('The list is still filtered by 15.11.2026.');
    // With no date before it, there is nothing to name.
    await typeDate('To', 'huomenna');
    expect(screen.getAllByRole('alert')[1]).toHaveTextContent(/^Enter the date as dd.mm.yyyy.$/);
  });
});
