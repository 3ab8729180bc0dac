import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { Dropdown, type DropdownProps } from './dropdown';

const OPTIONS = [
  { id: 'fi', label: 'Suomi' },
  { id: 'en', label: 'English' },
  { id: 'sv', label: 'Svenska', isDisabled: true },
];

function Harness(props: Partial<DropdownProps>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <Dropdown
        label="Language"
        options={OPTIONS}
        value={value}
        onChange={setValue}
        placeholder="Choose"
        {...props}
      />
      <output>{value ?? 'none'}</output>
    </>
  );
}

describe('Dropdown', () => {
  it('shows the placeholder until an option is chosen', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    const trigger = screen.getByRole('button', { name: /Language/ });
    expect(trigger).toHaveTextContent('Choose');
    await user.click(trigger);
    await user.click(screen.getByRole('option', { name: 'English' }));

    expect(screen.getByRole('button', { name: /Language/ })).toHaveTextContent('English');
    expect(screen.getByRole('status')).toHaveTextContent('en');
  });

  it('says "Valitse" without a placeholder of its own, in the portal’s language', async () => {
    await i18n.changeLanguage('fi');
    const { unmount } = render(<Harness placeholder={undefined} />);
    expect(screen.getByRole('button', { name: /Language/ })).toHaveTextContent(/^Valitse$/);
    unmount();
    await i18n.changeLanguage('en');
    render(<Harness placeholder={undefined} />);
    expect(screen.getByRole('button', { name: /Language/ })).toHaveTextContent(/^Choose$/);
  });

  it('is disabled with nothing to choose, as while its options load, and opens once they come', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness options={[]} />);
    expect(screen.getByRole('button', { name: /Language/ })).toBeDisabled();

    rerender(<Harness />);
    await user.click(screen.getByRole('button', { name: /Language/ }));
    await user.click(screen.getByRole('option', { name: 'English' }));
    expect(screen.getByRole('status')).toHaveTextContent('en');
  });

  it('is usable with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');

    expect(screen.getByRole('status')).toHaveTextContent('en');
  });

  it('does not let a disabled option be chosen', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('button', { name: /Language/ }));
    expect(screen.getByRole('option', { name: 'Svenska' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('option', { name: 'Svenska' }));
    await user.keyboard('{Escape}');

    expect(screen.getByRole('status')).toHaveTextContent('none');
  });

  it('tells the error message as an alert, describing the field, beside the required mark', () => {
    render(<Harness isRequired errorMessage="Choose a language" />);

    expect(screen.getByRole('alert')).toHaveTextContent('Choose a language');
    expect(screen.getByRole('button', { name: /Language/ })).toHaveAccessibleDescription(/Choose a language/);
    expect(screen.getByText('*')).toBeVisible();
  });
});
