import { companySearchCalls } from '@kaista/domain/company-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { queryApi } from '../../lib/api/call-api';
import { Button, QueryContent, SearchInput } from '../../ui';
import styles from './product-admin.module.css';

/** A company an assortment serves, as the editor shows it. */
export interface PickedCompany {
  id: string;
  name: string;
}

const FOUND_PAGE_SIZE = 10;

/**
 * The companies that buy from an assortment, chosen by searching them (§7 GET /businesses/search2 by name,
 * business ID or customer number) instead of typing their numbers: each found company is added with a
 * button, each chosen one removed with another.
 */
export function CompanyPicker({
  value,
  onChange,
  errorMessage,
}: {
  value: PickedCompany[];
  onChange: (companies: PickedCompany[]) => void;
  errorMessage?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const found = useQuery({
    queryKey: ['matsku-admin', 'companies', query] as const,
    queryFn: ({ signal }) =>
      queryApi(companySearchCalls.search, { query: { query, pageSize: FOUND_PAGE_SIZE } }, signal),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const chosen = new Set(value.map((company) => company.id));

  return (
    <fieldset className={styles.companyPicker}>
      <legend>{t('matsku.admin.companies')}</legend>
      <p className={styles.help}>{t('matsku.admin.companies-help')}</p>
      {value.length === 0 ? (
        <p>{t('matsku.admin.no-companies')}</p>
      ) : (
        <ul className={styles.pickedList} aria-label={t('matsku.admin.companies-chosen')}>
          {value.map((company) => (
            <li key={company.id} className={styles.pickedCompany}>
              <span>{`${company.name} (${company.id})`}</span>
              <Button
                size="small"
                variant="tertiary"
                aria-label={t('matsku.admin.remove-company', { name: company.name })}
                onPress={() => onChange(value.filter((other) => other.id !== company.id))}
              >
                {t('matsku.admin.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {errorMessage ? (
        <p className={styles.fieldError} role="alert">
          {errorMessage}
        </p>
      ) : null}
      <SearchInput
        label={t('matsku.admin.find-company')}
        value={text}
        onChange={setText}
        onSubmit={(submitted) => setQuery(submitted.trim())}
        clearLabel={t('matsku.clear-search')}
        searchLabel={t('matsku.search-button')}
        placeholder={t('matsku.admin.find-company-placeholder')}
      />
      {query === '' ? null : (
        <QueryContent
          query={found}
          loading={{ label: t('matsku.loading'), variant: 'lines', lines: 2 }}
          failed={t('matsku.load-failed')}
          isEmpty={(data) => data.items.length === 0}
          empty={t('matsku.admin.no-companies-found')}
        >
          {(data) => (
            <ul className={styles.choiceList} aria-label={t('matsku.admin.companies-found')}>
              {data.items.map((hit) => (
                <li key={hit.uid} className={styles.pickedCompany}>
                  <span>{[hit.name, hit.businessId, hit.city].filter(Boolean).join(' · ')}</span>
                  <Button
                    size="small"
                    variant="secondary"
                    isDisabled={chosen.has(hit.uid)}
                    aria-label={t('matsku.admin.add-company', { name: hit.name })}
                    onPress={() => onChange([...value, { id: hit.uid, name: hit.name }])}
                  >
                    {chosen.has(hit.uid) ? t('matsku.admin.company-chosen') : t('matsku.admin.add')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </QueryContent>
      )}
    </fieldset>
  );
}
