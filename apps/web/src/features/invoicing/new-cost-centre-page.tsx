import { zodResolver } from '@hookform/resolvers/zod';
import { COST_CENTRE_LIMITS, costPoolInputSchema, type CostPoolInput } from '@kaista/domain/invoices';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { useCompanyId } from '../../lib/routing/company-id';
import { Button, Page, PageHeader, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { COST_POOL_FIELD_CODES, useCreateCostPool } from './payer-queries';
import styles from './invoicing.module.css';

type CostPoolValues = { name: string; description: string | null };

/** §2 /{companyId}/cost-centers/new: a name unique in the company (§8 PARTY_EXISTS_WITH_NAME on the name). */
export function NewCostCentrePage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const create = useCreateCostPool(companyId);
  const form = useForm<CostPoolInput, unknown, CostPoolValues>({
    resolver: zodResolver(costPoolInputSchema),
    defaultValues: { name: '', description: '' },
  });
  const submit = useFormSubmit(
    form,
    async (values) => {
      const pool = await create.mutateAsync({ name: values.name, description: values.description ?? '' });
      void navigate('..', { relative: 'path', replace: true, state: { created: pool.name } });
    },
    { codes: COST_POOL_FIELD_CODES },
  );

  return (
    <Page labelledBy="new-cost-centre-title">
      <PageHeader id="new-cost-centre-title" title={t('shell.nav.new-cost-center')} />
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
        <div className={styles.actions}>
          <Button type="submit" isLoading={create.isPending} loadingLabel={t('invoicing.saving')}>
            {t('invoicing.cost-centre.create')}
          </Button>
        </div>
      </form>
    </Page>
  );
}
