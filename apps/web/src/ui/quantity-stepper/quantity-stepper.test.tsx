import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { QuantityStepper, type QuantityStepperProps } from './quantity-stepper';

const LABELS = { label: 'Quantity', decreaseLabel: 'Decrease', increaseLabel: 'Increase' };

type HarnessProps = Partial<Pick<QuantityStepperProps, 'min' | 'max' | 'step' | 'isReadOnly'>> & {
  initial?: number;
  onRemove?: () => void;
  removesAtZero?: boolean;
};

function Harness({ initial = 1, onRemove, removesAtZero, ...config }: HarnessProps) {
  const [value, setValue] = useState(initial);
  const removal = onRemove
    ? { isRemovable: true as const, onRemove, removeLabel: 'Remove', removesAtZero }
    : {};
  return <QuantityStepper {...LABELS} {...config} {...removal} value={value} onChange={setValue} />;
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' });

describe('QuantityStepper', () => {
  it('steps up and down by the step', async () => {
    const user = userEvent.setup();
    render(<Harness step={5} initial={5} />);

    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(field()).toHaveValue('10');
    await user.click(screen.getByRole('button', { name: 'Decrease' }));

    expect(field()).toHaveValue('5');
  });

  it('disables decrease at the minimum', () => {
    render(<Harness min={2} initial={2} />);

    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('turns decrease into remove at the minimum when removable', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<Harness initial={2} onRemove={onRemove} />);

    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect(field()).toHaveValue('1');
    await user.click(screen.getByRole('button', { name: 'Remove' }));

    expect(onRemove).toHaveBeenCalledOnce();
    expect(field()).toHaveValue('1');
  });

  it('disables increase at the maximum', async () => {
    const user = userEvent.setup();
    render(<Harness max={2} />);

    await user.click(screen.getByRole('button', { name: 'Increase' }));

    expect(field()).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Increase' })).toBeDisabled();
  });

  it('is read-only by default but steps with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Harness initial={3} />);

    await user.click(field());
    await user.keyboard('7{ArrowUp}{ArrowUp}{ArrowDown}');

    expect(field()).toHaveValue('4');
  });

  it('takes only digits when typing is allowed, and clamps on leaving the field', async () => {
    const user = userEvent.setup();
    render(<Harness isReadOnly={false} max={50} />);

    await user.tripleClick(field());
    await user.keyboard('{Backspace}1x2-0');
    expect(field()).toHaveValue('120');
    await user.tab();

    expect(field()).toHaveValue('50');
  });

  it('steps with the arrow keys from a typed quantity not yet taken, as the field shows it', async () => {
    const user = userEvent.setup();
    render(<Harness isReadOnly={false} initial={52} />);

    await user.tripleClick(field());
    await user.keyboard('34{ArrowUp}');
    expect(field()).toHaveValue('35');
    await user.tab();
    expect(field()).toHaveValue('35');
  });

  it('resets an emptied field to the minimum', async () => {
    const user = userEvent.setup();
    render(<Harness isReadOnly={false} min={2} initial={8} />);

    await user.clear(field());
    await user.tab();

    expect(field()).toHaveValue('2');
  });

  it('keeps its quantity when a pasted text is no whole number, where 2.5 became 25', async () => {
    const user = userEvent.setup();
    render(<Harness isReadOnly={false} initial={3} />);

    await user.clear(field());
    await user.paste('2.5');
    await user.tab();
    expect(field()).toHaveValue('3');
    await user.clear(field());
    await user.paste('1 2');
    await user.tab();
    expect(field()).toHaveValue('12');
  });

  it('removes on a typed 0 only when it removes at zero; otherwise clamps it to the minimum', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const { unmount } = render(<Harness isReadOnly={false} initial={3} onRemove={onRemove} />);
    await user.clear(field());
    await user.type(field(), '0');
    await user.tab();
    expect(field()).toHaveValue('1');
    expect(onRemove).not.toHaveBeenCalled();
    unmount();

    render(<Harness isReadOnly={false} initial={3} onRemove={onRemove} removesAtZero />);
    await user.clear(field());
    await user.type(field(), '0');
    await user.tab();

    expect(onRemove).toHaveBeenCalledOnce();
    expect(field()).toHaveValue('3');
  });

  it('does not remove with the arrow keys', async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    render(<Harness onRemove={onRemove} />);

    await user.click(field());
    await user.keyboard('{ArrowDown}');

    expect(onRemove).not.toHaveBeenCalled();
  });

  it('keeps the focus while a change is written, takes no change meanwhile, and steps again after', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<QuantityStepper {...LABELS} value={2} onChange={onChange} isDisabled />);
    const increase = screen.getByRole('button', { name: 'Increase' });
    increase.focus();
    await user.keyboard('{Enter}');
    expect(increase).toHaveFocus();
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(onChange).not.toHaveBeenCalled();
    rerender(<QuantityStepper {...LABELS} value={2} onChange={onChange} />);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(3);
    expect(increase).toHaveFocus();
  });
});
