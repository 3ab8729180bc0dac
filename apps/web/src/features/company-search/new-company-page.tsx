import { zodResolver } from '@hookform/resolvers/zod';
import { COMPANY_TYPE_NAMES, COMPANY_TYPES, IDENTIFIER_TYPES } from '@kaista/domain/businesses';
import { newCompanySchema, type NewCompany } from '@kaista/domain/company-search';
import { COUNTRY_CODES, countryName } from '@kaista/domain/invoices';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { notify } from '../../lib/notifications/notification-store';
import { Button, Dropdown, LeaveGuard, Page, PageHeader, TextField, type TextFieldProps } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { useCreateCompany } from './company-search-queries';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './company-search.module.css';
import { useCompanyShortcuts } from './use-company-shortcuts';

const EMPTY: NewCompany = {
  name: '',
  identifierType: 'BUSINESS_ID',
  businessId: '',
  companyType: 'LIMITED_COMPANY',
  headOffice: { street: '', postalNumber: '', city: '', country: 'FI' },
};

const TAKEN_IDENTIFIER = { ORGANISATION_EXISTS: 'businessId' } as const;

type TextName = 'name' | 'businessId' | `headOffice.${keyof NewCompany['headOffice']}`;

/** §2 /0/company/new: a delivery coordinator registers a company, then works on it. */
export function NewCompanyPage() {
  const { t, i18n } = useTranslation();
  const typeName = useCodeName(COMPANY_TYPE_NAMES);
  const navigate = useNavigate();
  const shortcuts = useCompanyShortcuts();
  const create = useCreateCompany();
  const form = useForm<NewCompany>({ resolver: zodResolver(newCompanySchema), defaultValues: EMPTY });
  const text = (
    name: TextName,
    label: string,
    props?: Pick<TextFieldProps, 'className' | 'inputMode' | 'maxLength'>,
  ) => (
    <FormField control={form.control} name={name}>
      {(field) => (
        <TextField
          {...props}
          {...field}
          value={field.value ?? ''}
          label={t(`company-search.${label}`)}
          isRequired
        />
      )}
    </FormField>
  );

  const save = useFormSubmit(
    form,
    async (values) => {
      const company = await create.mutateAsync(values);
      notify({ type: 'success', text: t('company-search.company-created', { name: company.name }) });
      await shortcuts.open(company.uid, { replace: true });
    },
    { codes: TAKEN_IDENTIFIER, onOtherError: () => notify({ type: 'error', text: t('error.generic') }) },
  );

  return (
    <Page labelledBy="new-company-title">
      <PageHeader id="new-company-title" title={t('shell.pages.new-company')} />
      <form className={styles.form} onSubmit={save} noValidate>
        {text('name', 'company-name', { className: styles.fullRow })}
        <FormField control={form.control} name="identifierType">
          {(field) => (
            <Dropdown
              label={t('company-search.identifier-type')}
              isRequired
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'BUSINESS_ID')}
              options={IDENTIFIER_TYPES.map((id) => ({ id, label: t(`company-search.identifier.${id}`) }))}
            />
          )}
        </FormField>
        {text('businessId', 'business-id')}
        <FormField control={form.control} name="companyType">
          {(field) => (
            <Dropdown
              label={t('company-search.company-type')}
              isRequired
              value={field.value}
              onChange={(value) => field.onChange(value ?? 'LIMITED_COMPANY')}
              options={COMPANY_TYPES.map((id) => ({ id, label: typeName(id) }))}
            />
          )}
        </FormField>
        <h2 className={`${styles.subheading} ${styles.fullRow}`}>{t('company-search.head-office')}</h2>
        {text('headOffice.street', 'street', { className: styles.fullRow })}
        {text('headOffice.postalNumber', 'postal-number', { inputMode: 'numeric' })}
        {text('headOffice.city', 'city')}
        <FormField control={form.control} name="headOffice.country">
          {(field) => (
            <Dropdown
              label={t('company-search.country')}
              isRequired
              value={field.value ?? 'FI'}
              onChange={(value) => field.onChange(value ?? 'FI')}
              options={COUNTRY_CODES.map((id) => ({ id, label: countryName(id, i18n.language) }))}
            />
          )}
        </FormField>
        <div className={styles.formActions}>
          <Button type="submit" isLoading={create.isPending}>
            {t('company-search.create')}
          </Button>
          {/* Cancel leaves what was written on purpose: a replace, which the leave guard lets pass. */}
          <Button variant="secondary" onPress={() => void navigate('/0', { replace: true })}>
            {t('company-search.cancel')}
          </Button>
        </div>
        <LeaveGuard when={form.formState.isDirty} />
      </form>
    </Page>
  );
}
