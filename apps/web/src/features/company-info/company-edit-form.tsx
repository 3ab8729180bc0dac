import { zodResolver } from '@hookform/resolvers/zod';
import type { Company } from '@kaista/domain/businesses';
import { useForm, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { z } from 'zod';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { notify } from '../../lib/notifications/notification-store';
import { Button, Dropdown, LeaveGuard, TextField, type TextFieldProps } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import styles from './company-info.module.css';
import { useUpdateErrors } from './use-update-errors';

export interface EditField<T> {
  name: Path<T> & string;
  label: string;
  inputMode?: TextFieldProps['inputMode'];
  maxLength?: number;
  /** A value chosen from these (a country), not typed. */
  options?: readonly { id: string; label: string }[];
}

interface CompanyEditFormProps<T extends FieldValues> {
  title: string;
  schema: z.ZodType<unknown, T>;
  defaults: T;
  fields: readonly EditField<T>[];
  save: (values: T) => Promise<Company>;
  pending: boolean;
  onDone: () => void;
}

/**
 * One part of the company's details as a form: checked by the same §5 schema the server uses, the server's
 * field errors on their fields, a stale version said as such; the part closes once saved.
 */
export function CompanyEditForm<T extends FieldValues>(props: CompanyEditFormProps<T>) {
  const { title, schema, defaults, fields, save, pending, onDone } = props;
  const { t } = useTranslation();
  const onOtherError = useUpdateErrors();
  const form = useForm<T>({
    resolver: zodResolver(schema as never) as Resolver<T>,
    defaultValues: defaults as never,
  });
  const submit = useFormSubmit(
    form,
    async (values) => {
      await save(values as T);
      notify({ type: 'success', text: t('company-info.saved') });
      onDone();
    },
    { onOtherError },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
      {fields.map((field) => (
        <FormField key={field.name} control={form.control} name={field.name}>
          {(bound) =>
            field.options ? (
              <Dropdown
                label={field.label}
                options={field.options}
                value={(bound.value as string | undefined) ?? null}
                onChange={(value) => bound.onChange(value ?? '')}
                errorMessage={bound.errorMessage}
                isRequired
              />
            ) : (
              <TextField
                {...bound}
                value={(bound.value as string | undefined) ?? ''}
                label={field.label}
                inputMode={field.inputMode}
                maxLength={field.maxLength}
                isRequired
              />
            )
          }
        </FormField>
      ))}
      <div className={styles.actions}>
        <Button type="submit" isLoading={pending}>
          {t('company-info.save')}
        </Button>
        <Button variant="secondary" onPress={onDone}>
          {t('company-info.cancel')}
        </Button>
      </div>
      <LeaveGuard when={form.formState.isDirty} />
    </form>
  );
}
