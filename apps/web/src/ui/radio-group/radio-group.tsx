import { FieldError, Label, Radio, RadioGroup as AriaRadioGroup, Text } from 'react-aria-components';
import { classNames } from '../class-names';
import field from '../field.module.css';
import { RequiredMark } from '../required-mark';
import styles from './radio-group.module.css';

export interface RadioOption {
  value: string;
  label: string;
  description?: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  value: string | null;
  onChange: (value: string) => void;
  orientation?: 'vertical' | 'horizontal';
  description?: string;
  /** Marks the group invalid and shows the message. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /**
   * Takes no new choice for now (one still being written): the focus stays on the chosen option, where a
   * disabled group would drop it to the page under a keyboard user's arrow keys.
   */
  isReadOnly?: boolean;
  className?: string;
}

export function RadioGroup({
  label,
  options,
  value,
  onChange,
  orientation = 'vertical',
  description,
  errorMessage,
  isRequired,
  isDisabled,
  isReadOnly,
  className,
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      value={value}
      onChange={onChange}
      orientation={orientation}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      isInvalid={Boolean(errorMessage)}
      // Forms validate with react-hook-form and zod; native validation would block submit with browser bubbles.
      validationBehavior="aria"
      className={classNames(field.field, className)}
    >
      <Label className={field.label}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </Label>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      <div className={classNames(styles.options, styles[orientation])}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={styles.radio}
          >
            <span className={styles.circle} aria-hidden="true" />
            <span className={styles.text}>
              {option.label}
              {/* The space keeps the label and the hint apart in the option's accessible name. */}
              {option.description ? (
                <>
                  {' '}
                  <span className={styles.hint}>{option.description}</span>
                </>
              ) : null}
            </span>
          </Radio>
        ))}
      </div>
      <FieldError className={field.error}>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}
