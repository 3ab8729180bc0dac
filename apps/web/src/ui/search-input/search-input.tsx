import { Button, Input, Label, SearchField, Text } from 'react-aria-components';
import { classNames } from '../class-names';
import field from '../field.module.css';
import { CloseIcon, SearchIcon } from '../icons/icons';
import hidden from '../visually-hidden.module.css';
import styles from './search-input.module.css';

export interface SearchInputProps {
  label: string;
  /** Hides the label visually when the context makes the purpose obvious; it still names the field. */
  isLabelHidden?: boolean;
  value: string;
  onChange: (value: string) => void;
  /** Runs on Enter and on the search button. */
  onSubmit: (value: string) => void;
  clearLabel: string;
  searchLabel: string;
  placeholder?: string;
  isDisabled?: boolean;
  /** The longest search the call takes: the box takes no more, where a longer one would be refused. */
  maxLength?: number;
  /** Marks the box invalid and tells why, as an alert: a search the list cannot take. */
  errorMessage?: string | undefined;
  className?: string;
}

export function SearchInput({
  label,
  isLabelHidden = false,
  value,
  onChange,
  onSubmit,
  clearLabel,
  searchLabel,
  placeholder,
  isDisabled,
  maxLength,
  errorMessage,
  className,
}: SearchInputProps) {
  return (
    <SearchField
      value={value}
      onChange={onChange}
      onSubmit={onSubmit}
      isDisabled={isDisabled}
      maxLength={maxLength}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={classNames(field.field, value === '' && field.blank, className)}
    >
      <Label className={isLabelHidden ? hidden.visuallyHidden : field.label}>{label}</Label>
      <div className={styles.box}>
        <Input className={styles.input} placeholder={placeholder} />
        {value ? (
          <Button className={styles.clear} aria-label={clearLabel}>
            <CloseIcon />
          </Button>
        ) : null}
        <button
          type="button"
          className={styles.search}
          aria-label={searchLabel}
          disabled={isDisabled}
          onClick={() => onSubmit(value)}
        >
          <SearchIcon />
        </button>
      </div>
      {errorMessage ? (
        <Text slot="errorMessage" role="alert" className={field.error}>
          {errorMessage}
        </Text>
      ) : null}
    </SearchField>
  );
}
