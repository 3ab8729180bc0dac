import { zodResolver } from '@hookform/resolvers/zod';
import {
  COST_CENTRE_LIMITS,
  costPoolInputSchema,
  type CostPool,
  type CostPoolInput,
  type CostPoolValues,
} from '@kaista/domain/invoices';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { LeaveGuard, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { FormActions } from './form-actions';
import { COST_POOL_FIELD_CODES } from './payer-queries';
import styles from './invoicing.module.css';

interface CostCentreFormProps {
  /** The cost centre being changed; none for a new one. */
  pool?: CostPool;
  submitLabel: string;
  isBusy: boolean;
  onSubmit: (values: CostPoolValues) => Promise<unknown>;
  onCancel?: () => void;
}

/** A cost centre's name (unique in the company: §8 PARTY_EXISTS_WITH_NAME on the field) and description. */
export function CostCentreForm({ pool, submitLabel, isBusy, onSubmit, onCancel }: CostCentreFormProps) {
  const { t } = useTranslation();
  const form = useForm<CostPoolInput, unknown, CostPoolValues>({
    resolver: zodResolver(costPoolInputSchema),
    defaultValues: { name: pool?.name ?? '', description: pool?.description ?? '' },
  });
  const submit = useFormSubmit(form, onSubmit, { codes: COST_POOL_FIELD_CODES });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField control={form.control} name="name">
        {(field) => (
          <TextField
            {...field}
            label={t('invoicing.cost-centre.name')}
            maxLength={COST_CENTRE_LIMITS.nameMax}
            isRequired
          />
        )}
      </FormField>
      <FormField control={form.control} name="description">
        {(field) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            label={t('invoicing.cost-centre.description')}
            maxLength={COST_CENTRE_LIMITS.descriptionMax}
          />
        )}
      </FormField>
      <FormActions submitLabel={submitLabel} isBusy={isBusy} onCancel={onCancel} />
      <LeaveGuard when={form.formState.isDirty} />
    </form>
  );
}
