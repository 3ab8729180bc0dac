import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { classNames } from '../class-names';
import field from '../field.module.css';
import { CheckIcon, MinusIcon } from '../icons/icons';
import { RequiredMark } from '../required-mark';
import styles from './checkbox.module.css';

export interface CheckboxProps {
  children: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isIndeterminate?: boolean;
  /** Shows an asterisk and flags the checkbox required (spec §5). */
  isRequired?: boolean;
  /** Marks the checkbox invalid and shows the message as an alert (spec §5). */
  errorMessage?: string;
  isDisabled?: boolean;
  /** The id of a text elsewhere that explains the checkbox (why it is disabled, say). */
  describedBy?: string;
  className?: string;
}

export function Checkbox({
  children,
  isSelected,
  onChange,
  isIndeterminate,
  isRequired = false,
  errorMessage,
  isDisabled,
  describedBy,
  className,
}: CheckboxProps) {
  const errorId = useId();
  return (
    <div className={classNames(styles.field, className)}>
      <AriaCheckbox
        isSelected={isSelected}
        onChange={onChange}
        isIndeterminate={isIndeterminate}
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={Boolean(errorMessage)}
        // Forms validate with react-hook-form and zod; native validation would block submit with browser bubbles.
        validationBehavior="aria"
        aria-describedby={[errorMessage ? errorId : null, describedBy].filter(Boolean).join(' ') || undefined}
        className={styles.checkbox}
      >
        <span className={styles.box} aria-hidden="true">
          {isIndeterminate ? <MinusIcon /> : isSelected ? <CheckIcon /> : null}
        </span>
        <span>
          {children}
          {isRequired ? <RequiredMark /> : null}
        </span>
      </AriaCheckbox>
      {errorMessage ? (
        <span id={errorId} role="alert" className={field.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
