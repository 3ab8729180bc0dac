import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { Notification, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import styles from './ordering.module.css';

/** The pre-order check's errors by field (payer, deliveryInfo, …), each a translation key. */
export type Problems = Readonly<Record<string, string>>;

/**
 * A write's failure that is not about a field: 412 says the cart changed meanwhile, a status the caller names
 * has its own text, anything else the generic one.
 */
export function failureKey(error: unknown, byStatus: Readonly<Record<number, string>> = {}): string {
  if (!(error instanceof HttpError)) return 'error.generic';
  if (error.status === 412) return 'ordering.changed-meanwhile';
  return byStatus[error.status] ?? 'error.generic';
}

export function Section({
  id,
  title,
  problem,
  children,
}: {
  id: string;
  title: string;
  problem: string | undefined;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className={styles.detailsSection}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {problem ? <Notification type="error">{t(problem)}</Notification> : null}
      {children}
    </section>
  );
}

/** A text field of a details form, labelled by its `ordering.details.field.*` text. */
export function Text<T extends FieldValues, Out>({
  form,
  name,
  required = false,
  max,
}: {
  form: UseFormReturn<T, unknown, Out>;
  name: FieldPath<T>;
  required?: boolean;
  max: number;
}) {
  const { t } = useTranslation();
  return (
    <FormField control={form.control} name={name}>
      {(field) => (
        <TextField
          {...field}
          value={String(field.value ?? '')}
          label={t(`ordering.details.field.${name}`)}
          maxLength={max}
          isRequired={required}
        />
      )}
    </FormField>
  );
}
