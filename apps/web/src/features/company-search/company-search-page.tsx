import {
  COMPANY_CREATOR_ROLES,
  COMPANY_SEARCH_MAX,
  companySearchQuerySchema,
} from '@kaista/domain/company-search';
import { meetsRoleRequirement } from '@kaista/domain/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { useSessionUser } from '../../lib/session/use-session-user';
import { LoadingPlaceholder, Page, PageHeader, Pager, PrimaryLink, SearchInput } from '../../ui';
import { CompanySearchResults } from './company-search-results';
import { CompanyShortcuts } from './company-shortcuts';
import { ToolLinks } from './tool-links';
import { companySearchQuery, SEARCH_DEFAULTS } from './company-search-queries';
import styles from './company-search.module.css';
import { useCompanyShortcuts } from './use-company-shortcuts';

/** Typing pauses this long before the search runs by itself. */
const TYPING_PAUSE_MS = 300;

/** §2 /0: operator staff find a company by name, business ID or customer number and open it. */
export function CompanySearchPage() {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const shortcuts = useCompanyShortcuts();
  const { state, update } = useListUrlState(companySearchQuerySchema, SEARCH_DEFAULTS);
  const [text, setText] = useState(state.query);
  const search = useQuery(companySearchQuery(state));
  useOffsetInRange(search.data, state, update);
  // Each typing pause is one search; it replaces the address rather than adding a step to go back through.
  const submitted = useRef(state.query);
  const submit = useCallback(
    (value: string) => {
      submitted.current = value.trim();
      if (submitted.current !== state.query) update({ query: submitted.current }, { replace: true });
    },
    [state.query, update],
  );

  // Opening a company cancels a search still waiting for its typing pause: that search would otherwise
  // replace the address while the company's page loads and so cancel the opening.
  const typingPause = useRef<ReturnType<typeof setTimeout>>(undefined);
  const opening = useRef(false);
  useEffect(() => {
    if (opening.current) return;
    typingPause.current = setTimeout(() => submit(text), TYPING_PAUSE_MS);
    return () => clearTimeout(typingPause.current);
  }, [text, submit]);
  // Back, forward or a link bring a search of their own: the box shows it (never echoing one being typed).
  useEffect(() => {
    if (state.query === submitted.current) return;
    submitted.current = state.query;
    setText(state.query);
  }, [state.query]);

  const total = search.data?.total ?? 0;
  const open = (uid: string) => {
    opening.current = true;
    clearTimeout(typingPause.current);
    void shortcuts.open(uid).catch(() => {
      opening.current = false;
    });
  };
  const landing = (
    <Fragment key="landing">
      <CompanyShortcuts />
      <ToolLinks />
    </Fragment>
  );
  const found = (
    <Fragment key="found">
      <div aria-live="polite" className={styles.muted}>
        {search.data
          ? t(
              search.data.totalCapped ? 'company-search.result-count-capped' : 'company-search.result-count',
              {
                count: total,
              },
            )
          : null}
      </div>
      {search.isPending ? <LoadingPlaceholder variant="lines" label={t('company-search.loading')} /> : null}
      {search.data ? (
        <CompanySearchResults
          results={search.data.items}
          isFavourite={shortcuts.isFavourite}
          onOpen={open}
          onToggleFavourite={(hit) => shortcuts.toggleFavourite(hit)}
        />
      ) : null}
      {search.data && search.data.items.length > 0 ? (
        <Pager
          label={t('company-search.pages')}
          offset={state.offset}
          pageSize={state.pageSize}
          // Without totalCapped: a search past the cap is too broad to page through, so paging stops there.
          page={{ total, items: search.data.items }}
          onOffset={(offset) => update({ offset })}
        />
      ) : null}
    </Fragment>
  );
  return (
    <Page labelledBy="company-search-title">
      <PageHeader
        id="company-search-title"
        title={t('company-search.search-title')}
        actions={
          meetsRoleRequirement(user, COMPANY_CREATOR_ROLES) ? (
            <PrimaryLink to="/0/company/new">{t('company-search.new-company')}</PrimaryLink>
          ) : null
        }
      />
      <SearchInput
        label={t('company-search.search-label')}
        placeholder={t('company-search.search-placeholder')}
        value={text}
        // An emptied box is a search of its own at once: the shortcuts lead again without a typing pause.
        onChange={(next) => {
          setText(next);
          if (!next.trim()) submit('');
        }}
        onSubmit={submit}
        clearLabel={t('company-search.clear')}
        searchLabel={t('company-search.search')}
        maxLength={COMPANY_SEARCH_MAX}
      />
      {/* Found companies come first once there is a query (on a phone they would be below the fold); the
          shortcuts and tools lead the page without one. The box's text moves them, not the search it starts a
          pause later: the page then stays still while the user may be about to click a name. */}
      {state.query || text.trim() ? [found, landing] : [landing, found]}
    </Page>
  );
}
