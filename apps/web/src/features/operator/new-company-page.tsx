import { zodResolver } from '@hookform/resolvers/zod';
import { COMPANY_TYPES, IDENTIFIER_TYPES, newCompanySchema, type NewCompany } from '@kaista/domain';
import { useState } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';
import { Button, Dropdown, TextField, type TextFieldProps } from '../../ui';
import { createCompany } from './operator-queries';
import styles from './operator.module.css';
import { useCompanyShortcuts } from './use-company-shortcuts';

const EMPTY: NewCompany = {
  name: '',
  identifierType: 'BUSINESS_ID',
  businessId: '',
  companyType: 'LIMITED_COMPANY',
  headOffice: { street: '', postalNumber: '', city: '', country: 'FI' },
};

type TextName = 'name' | 'businessId' | `headOffice.${keyof NewCompany['headOffice']}`;

/** §2 /0/company/new: a delivery coordinator registers a company, then works on it. */
export function NewCompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const shortcuts = useCompanyShortcuts();
  const [isSaving, setSaving] = useState(false);
  const form = useForm<NewCompany>({ resolver: zodResolver(newCompanySchema), defaultValues: EMPTY });
  const message = (key: string | undefined) => (key ? t(`operator.errors.${key}`) : undefined);
  const text = (
    name: TextName,
    label: string,
    props?: Pick<TextFieldProps, 'className' | 'inputMode' | 'maxLength'>,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          label={t(`operator.${label}`)}
          isRequired
          errorMessage={message(fieldState.error?.message)}
        />
      )}
    />
  );

  const save = form.handleSubmit(async (values) => {
    setSaving(true);
    try {
      const company = await createCompany(values);
      notify({ type: 'success', text: t('operator.company-created', { name: company.name }) });
      await shortcuts.open(company.uid);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.code === 'ORGANISATION_EXISTS') {
        form.setError('businessId', { message: 'organisation-exists' });
      } else if (Object.keys(error.fieldErrors).length > 0) {
        for (const [name, key] of Object.entries(error.fieldErrors)) {
          form.setError(name as FieldPath<NewCompany>, { message: key });
        }
      } else notify({ type: 'error', text: t('error.generic') });
    } finally {
      setSaving(false);
    }
  });

  return (
    <section className={styles.page} aria-labelledby="new-company-title">
      <h1 id="new-company-title">{t('pages.new-company')}</h1>
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        {text('name', 'company-name', { className: styles.fullRow })}
        <Controller
          control={form.control}
          name="identifierType"
          render={({ field }) => (
            <Dropdown
              label={t('operator.identifier-type')}
              isRequired
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'BUSINESS_ID')}
              options={IDENTIFIER_TYPES.map((id) => ({ id, label: t(`operator.identifier.${id}`) }))}
            />
          )}
        />
        {text('businessId', 'business-id')}
        <Controller
          control={form.control}
          name="companyType"
          render={({ field }) => (
            <Dropdown
              label={t('operator.company-type')}
              isRequired
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'LIMITED_COMPANY')}
              options={COMPANY_TYPES.map((id) => ({ id, label: t(`operator.company-types.${id}`) }))}
            />
          )}
        />
        <h2 className={`${styles.subheading} ${styles.fullRow}`}>{t('operator.head-office')}</h2>
        {text('headOffice.street', 'street', { className: styles.fullRow })}
        {text('headOffice.postalNumber', 'postal-number', { inputMode: 'numeric' })}
        {text('headOffice.city', 'city')}
        {text('headOffice.country', 'country', { maxLength: 2 })}
        <div className={styles.formActions}>
          <Button type="submit" isLoading={isSaving}>
            {t('operator.create')}
          </Button>
          <Button variant="secondary" onPress={() => void navigate('/0')}>
            {t('operator.cancel')}
          </Button>
        </div>
      </form>
    </section>
  );
}
