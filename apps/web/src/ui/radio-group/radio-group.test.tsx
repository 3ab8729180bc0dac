import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup, type RadioGroupProps } from './radio-group';

const COMPANIES = [
  { value: 'c1', label: 'Acme Oy' },
  { value: 'c2', label: 'Beta Ab', description: 'Helsinki' },
  { value: 'c3', label: 'Gamma Oy', isDisabled: true },
];

function Harness(props: Partial<RadioGroupProps>) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <RadioGroup label="Default company" options={COMPANIES} value={value} onChange={setValue} {...props} />
  );
}

describe('RadioGroup', () => {
  it('is a labelled group where nothing is chosen at first', () => {
    render(<Harness />);

    expect(screen.getByRole('radiogroup', { name: 'Default company' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(
      0,
    );
  });

  it('chooses an option by click and moves with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('radio', { name: 'Acme Oy' }));
    expect(screen.getByRole('radio', { name: 'Acme Oy' })).toBeChecked();
    await user.keyboard('{ArrowDown}');

    expect(screen.getByRole('radio', { name: 'Beta Ab Helsinki' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Acme Oy' })).not.toBeChecked();
  });

  it('keeps the focus on the chosen option while read-only, and takes no new choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(
      <RadioGroup label="Default company" options={COMPANIES} value="c1" onChange={onChange} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Acme Oy' }));
    rerender(
      <RadioGroup label="Default company" options={COMPANIES} value="c1" onChange={onChange} isReadOnly />,
    );
    expect(screen.getByRole('radio', { name: 'Acme Oy' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('radio', { name: 'Beta Ab Helsinki' }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Acme Oy' })).toBeChecked();
  });

  it('does not choose a disabled option', async () => {
    const user = userEvent.setup();
    render(<Harness />);

    await user.click(screen.getByRole('radio', { name: 'Gamma Oy' }));

    expect(screen.getByRole('radio', { name: 'Gamma Oy' })).not.toBeChecked();
  });

  it('shows the error message and marks the group invalid', () => {
    render(<Harness isRequired errorMessage="Choose a company" />);

    expect(screen.getByText('Choose a company')).toBeVisible();
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
  });
});
