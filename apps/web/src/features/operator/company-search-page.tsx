import { COMPANY_CREATOR_ROLES, meetsRoleRequirement } from '@kaista/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionUser } from '../../lib/session/use-session-user';
import { LoadingPlaceholder, Page, PageHeader, Pager, SearchInput } from '../../ui';
import { CompanySearchResults } from './company-search-results';
import { OperatorCompanyShortcuts } from './operator-company-shortcuts';
import { OperatorToolLinks } from './operator-tool-links';
import { companySearchQuery, SEARCH_PAGE_SIZE } from './operator-queries';
import styles from './operator.module.css';
import { useCompanyShortcuts } from './use-company-shortcuts';

/** Typing pauses this long before the search runs by itself. */
const TYPING_PAUSE_MS = 300;

/** §2 /0: operator staff find a company by name, business ID or customer number and open it. */
export function CompanySearchPage() {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const shortcuts = useCompanyShortcuts();
  const [text, setText] = useState('');
  const [{ query, offset }, setParams] = useState({ query: '', offset: 0 });
  const search = useQuery(companySearchQuery(query, offset));
  const submit = useCallback((value: string) => {
    const trimmed = value.trim();
    setParams((current) => (current.query === trimmed ? current : { query: trimmed, offset: 0 }));
  }, []);
  const setOffset = (next: number) => setParams({ query, offset: next });

  useEffect(() => {
    const timer = setTimeout(() => submit(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, submit]);

  const total = search.data?.total ?? 0;
  const open = (uid: string) => void shortcuts.open(uid).catch(() => undefined);
  return (
    <Page labelledBy="company-search-title">
      <PageHeader
        id="company-search-title"
        title={t('operator.search-title')}
        actions={
          meetsRoleRequirement(user, COMPANY_CREATOR_ROLES) ? (
            <Link className={styles.actionLink} to="/0/company/new">
              {t('operator.new-company')}
            </Link>
          ) : null
        }
      />
      <SearchInput
        label={t('operator.search-label')}
        placeholder={t('operator.search-placeholder')}
        value={text}
        onChange={setText}
        onSubmit={submit}
        clearLabel={t('operator.clear')}
        searchLabel={t('operator.search')}
      />
      <OperatorCompanyShortcuts />
      <OperatorToolLinks />
      <div aria-live="polite" className={styles.muted}>
        {search.data ? t('operator.result-count', { count: total }) : null}
      </div>
      {search.isPending ? <LoadingPlaceholder variant="lines" label={t('operator.loading')} /> : null}
      {search.data ? (
        <CompanySearchResults
          results={search.data.results}
          isFavourite={shortcuts.isFavourite}
          onOpen={open}
          onToggleFavourite={(hit) => shortcuts.toggleFavourite(hit)}
        />
      ) : null}
      {search.data && search.data.results.length > 0 ? (
        <Pager
          label={t('operator.pages')}
          offset={offset}
          pageSize={SEARCH_PAGE_SIZE}
          total={total}
          shown={search.data.results.length}
          onOffset={setOffset}
        />
      ) : null}
    </Page>
  );
}
