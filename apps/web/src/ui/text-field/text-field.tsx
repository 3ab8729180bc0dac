import type { HTMLAttributes, Ref } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Input, Label, TextArea, TextField as AriaTextField, Text } from 'react-aria-components';
import { classNames } from '../class-names';
import field from '../field.module.css';
import { RequiredMark } from '../required-mark';
import styles from './text-field.module.css';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Reaches the input or text area, so a form library can focus the first field in error. */
  ref?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  name?: string;
  description?: string;
  /** Marks the field invalid and shows the message as an alert (spec §5). */
  errorMessage?: string | undefined;
  /** Shows an asterisk and flags the field required (spec §5). */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** A text area of `rows` lines instead of a single-line input. */
  isMultiline?: boolean;
  rows?: number;
  /**
   * The most the field takes. A longer text (pasted, most often) is kept whole and told as too long, rather
   * than cut where the browser's limit would, silently, leaving a value nobody typed.
   */
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  className?: string;
}

export function TextField({
  label,
  value,
  onChange,
  onBlur,
  ref,
  name,
  description,
  errorMessage,
  isRequired = false,
  isDisabled,
  isMultiline = false,
  rows = 6,
  maxLength,
  inputMode,
  placeholder,
  className,
}: TextFieldProps) {
  const { t } = useTranslation();
  const over = maxLength === undefined ? 0 : value.length - maxLength;
  // Over the length, the field's own words (the limit and how much over) say more than a form's or the
  // server's "too long".
  const shownError =
    over > 0 ? t('validation.max-length-over', { max: maxLength, count: over }) : errorMessage;
  return (
    <AriaTextField
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      name={name}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(shownError)}
      // Forms validate with react-hook-form and zod; native validation would block submit with browser bubbles.
      validationBehavior="aria"
      inputMode={inputMode}
      className={classNames(field.field, value === '' && field.blank, className)}
    >
      <Label className={field.label}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </Label>
      {isMultiline ? (
        <TextArea ref={ref} rows={rows} placeholder={placeholder} className={styles.input} />
      ) : (
        <Input ref={ref} placeholder={placeholder} className={styles.input} />
      )}
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      {shownError ? (
        <Text slot="errorMessage" role="alert" className={field.error}>
          {shownError}
        </Text>
      ) : null}
    </AriaTextField>
  );
}
