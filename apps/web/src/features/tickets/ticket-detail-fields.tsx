import { ticketDetailFields, type TicketDetailField, type TicketType } from '@kaista/domain/tickets';
import type { Control, FieldPath } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { DateField, TextField } from '../../ui';
import { FormField, type BoundField } from '../../ui/form-field/form-field';
import styles from './ticket-form.module.css';

/** A form that holds a ticket's details: the new-ticket form, or the form that changes them. */
export type WithTicketDetails = { details?: Record<string, string | undefined> };

interface TicketDetailFieldsProps<T extends WithTicketDetails, Out> {
  control: Control<T, unknown, Out>;
  type: TicketType | undefined;
  /** Told whether a date detail's text can be read: the form is not sent while one cannot. */
  onDateValidity: (key: string, isValid: boolean) => void;
}

/** The chosen type's own details (`TICKET_TYPE_DETAILS`): a visit's site, day and visitors, a shipment's packages. */
export function TicketDetailFields<T extends WithTicketDetails, Out>({
  control,
  type,
  onDateValidity,
}: TicketDetailFieldsProps<T, Out>) {
  const { t } = useTranslation();
  const fields = ticketDetailFields(type);
  if (fields.length === 0) return null;
  return (
    <fieldset className={styles.details}>
      <legend>{t(`tickets.details.legend.${type}`)}</legend>
      {fields.map((detail) => (
        <FormField
          key={`${type}-${detail.key}`}
          control={control}
          name={`details.${detail.key}` as FieldPath<T>}
        >
          {(field) => (
            <DetailControl
              detail={detail}
              field={field as BoundField<string | undefined>}
              onDateValidity={onDateValidity}
            />
          )}
        </FormField>
      ))}
    </fieldset>
  );
}

interface DetailControlProps {
  detail: TicketDetailField;
  field: BoundField<string | undefined>;
  onDateValidity: (key: string, isValid: boolean) => void;
}

function DetailControl({ detail, field, onDateValidity }: DetailControlProps) {
  const { t, i18n } = useTranslation();
  const label = t(`tickets.details.${detail.key}`);
  const hintKey = `tickets.details.hint.${detail.key}`;
  const description = i18n.exists(hintKey) ? t(hintKey) : undefined;
  const value = typeof field.value === 'string' ? field.value : '';
  if (detail.kind === 'date')
    return (
      <DateField
        ref={field.ref}
        label={label}
        value={value}
        onChange={field.onChange}
        onValidityChange={(isValid) => onDateValidity(detail.key, isValid)}
        description={description}
        errorMessage={field.errorMessage}
        isRequired={detail.required}
      />
    );
  return (
    <TextField
      {...field}
      value={value}
      label={label}
      description={description}
      isRequired={detail.required}
      inputMode={detail.kind === 'count' ? 'numeric' : undefined}
    />
  );
}
