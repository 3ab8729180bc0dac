import { useState, type KeyboardEvent } from 'react';
import { QUANTITY_DEFAULTS } from '@kaista/domain/shared/constants';
import {
  parseTypedQuantity,
  stepperButtons,
  stepperKeyAction,
  stepQuantity,
  type StepperConfig,
} from '@kaista/domain/shared/controls';
import { classNames } from '../class-names';
import { MinusIcon, PlusIcon, TrashIcon } from '../icons/icons';
import styles from './quantity-stepper.module.css';

type Removal =
  | {
      isRemovable: true;
      onRemove: () => void;
      removeLabel: string;
      /** A typed 0 removes too (the matsku cart, §5), where any other stepper clamps it to the minimum. */
      removesAtZero?: boolean;
    }
  | { isRemovable?: false; onRemove?: never; removeLabel?: never; removesAtZero?: never };

export type QuantityStepperProps = Removal & {
  /** Names the number field, e.g. "Quantity of Phone X". */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  value: number;
  onChange: (value: number) => void;
  step?: number;
  min?: number;
  max?: number;
  /** Typing is off by default (spec §5); the buttons and arrow keys still change the value. */
  isReadOnly?: boolean;
  /**
   * Takes no change for now (a change still being written): told to assistive technology, and the control
   * keeps the focus, where a disabled one would drop it to the page and the next key press would go nowhere.
   */
  isDisabled?: boolean;
  className?: string;
};

export function QuantityStepper(props: QuantityStepperProps) {
  const {
    label,
    decreaseLabel,
    increaseLabel,
    value,
    onChange,
    isReadOnly = true,
    isDisabled,
    className,
  } = props;
  const config: StepperConfig = {
    step: props.step,
    min: props.min,
    max: props.max,
    removable: props.isRemovable,
    removesAtZero: props.removesAtZero,
  };
  const buttons = stepperButtons(value, config);
  const [draft, setDraft] = useState<string | null>(null);

  // A step from what the field shows: a typed quantity not yet taken (the field not left) is stepped from.
  // A typed 0 that would remove is stepped from the quantity instead: arrow keys never remove.
  const step = (direction: 'up' | 'down') => {
    const typed = draft === null ? value : parseTypedQuantity(draft, config);
    const from = typeof typed === 'number' ? typed : value;
    setDraft(null);
    const next = stepQuantity(from, direction, config);
    if (next === 'remove') props.onRemove?.();
    else if (next !== value) onChange(next);
  };
  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    // A text that is no whole number leaves the quantity as it was (the field shows it again).
    const next = parseTypedQuantity(draft, config) ?? value;
    if (next === 'remove') props.onRemove?.();
    else if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const action = stepperKeyAction(event.key);
    if (action === 'type') return;
    event.preventDefault();
    if (isDisabled) return;
    // Arrow keys never remove: removal takes the visible remove button, so a key press cannot delete by accident.
    if (action === 'up' || (action === 'down' && buttons.decrease === 'enabled')) step(action);
  };

  const isRemove = buttons.decrease === 'remove';
  return (
    <div className={classNames(styles.stepper, className)} data-disabled={isDisabled || undefined}>
      <button
        type="button"
        className={classNames(styles.button, isRemove && styles.remove)}
        aria-label={isRemove ? props.removeLabel : decreaseLabel}
        aria-disabled={isDisabled || undefined}
        disabled={buttons.decrease === 'disabled'}
        onClick={() => isDisabled || step('down')}
      >
        {isRemove ? <TrashIcon /> : <MinusIcon />}
      </button>
      <input
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={config.min ?? QUANTITY_DEFAULTS.min}
        aria-valuemax={config.max}
        className={styles.input}
        value={draft ?? String(value)}
        readOnly={isReadOnly || isDisabled}
        aria-disabled={isDisabled || undefined}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={increaseLabel}
        aria-disabled={isDisabled || undefined}
        disabled={buttons.increase === 'disabled'}
        onClick={() => isDisabled || step('up')}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
