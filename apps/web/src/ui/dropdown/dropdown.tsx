import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import type { Ref } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { classNames } from '../class-names';
import field from '../field.module.css';
import { ChevronDownIcon } from '../icons/icons';
import { RequiredMark } from '../required-mark';
import styles from './dropdown.module.css';

export interface DropdownOption {
  id: string;
  label: string;
  isDisabled?: boolean;
}

export interface DropdownProps {
  label: string;
  options: readonly DropdownOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
  description?: string;
  /** Marks the field invalid and shows the message. */
  errorMessage?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Reaches the button, so a form focuses a choice in error as it does a text field. */
  ref?: Ref<HTMLButtonElement>;
  className?: string;
}

export function Dropdown({
  label,
  options,
  value,
  onChange,
  placeholder,
  description,
  errorMessage,
  isRequired,
  isDisabled,
  ref,
  className,
}: DropdownProps) {
  const { t } = useTranslation();
  return (
    <Select
      value={value}
      onChange={(key) => onChange(key === null ? null : String(key))}
      // React Aria's own placeholder reads "Valitse kohde" ("choose an item"): a plain "Valitse" reads better.
      placeholder={placeholder ?? t('common.choose')}
      isRequired={isRequired}
      // React Aria opens no empty list: a press would do nothing, as while the options still load, so say so.
      isDisabled={isDisabled || options.length === 0}
      isInvalid={Boolean(errorMessage)}
      // Forms validate with react-hook-form and zod; native validation would block submit with browser bubbles.
      validationBehavior="aria"
      disabledKeys={options.filter((option) => option.isDisabled).map((option) => option.id)}
      className={classNames(field.field, value === null && field.blank, className)}
    >
      <Label className={field.label}>
        {label}
        {isRequired ? <RequiredMark /> : null}
      </Label>
      <Button ref={ref} className={styles.trigger}>
        <SelectValue className={styles.value} />
        <ChevronDownIcon className={styles.chevron} />
      </Button>
      {description ? (
        <Text slot="description" className={field.description}>
          {description}
        </Text>
      ) : null}
      {/* An alert, as a text field's: a choice missing at a submit is read out, not only shown in red. */}
      {errorMessage ? (
        <Text slot="errorMessage" role="alert" className={field.error}>
          {errorMessage}
        </Text>
      ) : null}
      <Popover className={styles.popover} offset={4}>
        <ListBox items={options} className={styles.list}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
