import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Checkbox, type CheckboxProps } from './checkbox';

function Harness(props: Partial<CheckboxProps>) {
  const [isSelected, setSelected] = useState(false);
  return (
    <Checkbox isSelected={isSelected} onChange={setSelected} {...props}>
      I accept the terms
    </Checkbox>
  );
}

describe('Checkbox', () => {
  it('toggles by click and with the space bar', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });

    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    await user.keyboard(' ');

    expect(checkbox).not.toBeChecked();
  });

  it('shows an asterisk and is flagged required when required', () => {
    render(<Harness isRequired />);

    expect(screen.getByRole('checkbox')).toBeRequired();
    expect(screen.getByText('*')).toBeVisible();
  });

  it('has no asterisk when optional', () => {
    render(<Harness />);

    expect(screen.getByRole('checkbox')).not.toBeRequired();
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('is invalid and shows the message as an alert when in error', () => {
    render(<Harness isRequired errorMessage="You must accept the terms" />);

    const checkbox = screen.getByRole('checkbox');
    expect(checkbox).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('You must accept the terms');
    expect(checkbox).toHaveAccessibleDescription('You must accept the terms');
  });

  it('is valid without an error message', () => {
    render(<Harness isRequired />);

    expect(screen.getByRole('checkbox')).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
