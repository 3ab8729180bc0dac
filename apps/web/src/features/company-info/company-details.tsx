import {
  COMPANY_TYPE_NAMES,
  COMPANY_TYPES,
  headOfficeInputSchema,
  type Company,
} from '@kaista/domain/businesses';
import { COMPANY_INFO_ACCESS, companyInfoCalls, companyNameInputSchema } from '@kaista/domain/company-info';
import { COUNTRY_CODES, countryName } from '@kaista/domain/invoices';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { InlineFormArea } from '../../lib/forms/inline-form-area';
import { useInlineFormFocus } from '../../lib/forms/use-inline-form-focus';
import { useAccess } from '../../lib/routing/use-access';
import { Button, Dropdown, FactsList } from '../../ui';
import { CompanyEditForm } from './company-edit-form';
import { useCompanyUpdate } from './company-info-queries';
import { useCodeName } from '../../lib/i18n/use-code-name';
import parts from '../../ui/page/page-parts.module.css';
import styles from './company-info.module.css';
import { useUpdateErrors } from './use-update-errors';

type Editing = 'name' | 'address' | null;

/** The company's identity and head office, each editable on its own by those who may write. */
export function CompanyDetails({ company }: { company: Company }) {
  const { t, i18n } = useTranslation();
  const typeName = useCodeName(COMPANY_TYPE_NAMES);
  const [editing, setEditing] = useState<Editing>(null);
  const nameArea = useInlineFormFocus(editing === 'name' ? editing : null);
  const addressArea = useInlineFormFocus(editing === 'address' ? editing : null);
  const canWrite = useAccess(COMPANY_INFO_ACCESS.write);
  const canSetType = useAccess(COMPANY_INFO_ACCESS.companyType);
  const rename = useCompanyUpdate(company, companyInfoCalls.rename);
  const move = useCompanyUpdate(company, companyInfoCalls.setHeadOffice);
  const setType = useCompanyUpdate(company, companyInfoCalls.setCompanyType);
  const onTypeError = useUpdateErrors();
  const done = () => setEditing(null);
  const edit = (part: Exclude<Editing, null>, label: string) =>
    canWrite && editing === null ? (
      <Button variant="secondary" size="small" onPress={() => setEditing(part)}>
        {label}
      </Button>
    ) : null;
  const { headOffice } = company;
  const countryOptions = COUNTRY_CODES.map((code) => ({ id: code, label: countryName(code, i18n.language) }));

  return (
    <>
      <section className={styles.section} aria-labelledby="company-info-company">
        <div className={`${parts.sectionHeader} ${styles.sectionHeader}`}>
          <h2 id="company-info-company">{t('company-info.company')}</h2>
          {edit('name', t('company-info.edit-name'))}
        </div>
        <InlineFormArea ref={nameArea} onEscape={done}>
          {editing === 'name' ? (
            <CompanyEditForm
              title={t('company-info.edit-name')}
              schema={companyNameInputSchema}
              defaults={{ name: company.name }}
              fields={[{ name: 'name', label: t('company-info.name') }]}
              save={(values) => rename.mutateAsync(values)}
              pending={rename.isPending}
              onDone={done}
            />
          ) : null}
        </InlineFormArea>
        <FactsList mutedTerms wideTerms>
          <dt>{t('company-info.name')}</dt>
          <dd>{company.name}</dd>
          <dt>{t(`company-search.identifier.${company.identifierType}`)}</dt>
          <dd>{company.businessId}</dd>
          <dt>{t('company-info.customer-number')}</dt>
          <dd>{company.customerNumber}</dd>
          {canSetType ? null : (
            <>
              <dt>{t('company-search.company-type')}</dt>
              <dd>{typeName(company.companyType)}</dd>
            </>
          )}
        </FactsList>
        {canSetType ? (
          <Dropdown
            label={t('company-search.company-type')}
            value={company.companyType}
            isDisabled={setType.isPending}
            onChange={(value) => {
              const companyType = COMPANY_TYPES.find((type) => type === value);
              if (companyType && companyType !== company.companyType)
                setType.mutate({ companyType }, { onError: onTypeError });
            }}
            options={COMPANY_TYPES.map((id) => ({ id, label: typeName(id) }))}
          />
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby="company-info-head-office">
        <div className={`${parts.sectionHeader} ${styles.sectionHeader}`}>
          <h2 id="company-info-head-office">{t('company-search.head-office')}</h2>
          {edit('address', t('company-info.edit-address'))}
        </div>
        <InlineFormArea ref={addressArea} onEscape={done}>
          {editing === 'address' ? (
            <CompanyEditForm
              title={t('company-info.edit-address')}
              schema={headOfficeInputSchema}
              defaults={headOffice}
              fields={[
                { name: 'street', label: t('company-search.street') },
                { name: 'postalNumber', label: t('company-search.postal-number'), inputMode: 'numeric' },
                { name: 'city', label: t('company-search.city') },
                { name: 'country', label: t('company-info.country'), options: countryOptions },
              ]}
              save={(values) => move.mutateAsync(values)}
              pending={move.isPending}
              onDone={done}
            />
          ) : (
            <address className={styles.address}>
              {headOffice.street}
              <br />
              {headOffice.postalNumber} {headOffice.city}
              <br />
              {countryName(headOffice.country, i18n.language)}
            </address>
          )}
        </InlineFormArea>
      </section>
    </>
  );
}
