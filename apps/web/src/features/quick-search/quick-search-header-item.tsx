import { isRealCompanyId } from '@kaista/domain/shared/roles';
import { lazy, Suspense, useLayoutEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { loadTexts } from '../../lib/i18n/i18n';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { menuEntriesFor } from '../../lib/routing/menu-entries';
import { useSessionUser } from '../../lib/session/use-session-user';
import { SearchIcon } from '../../ui';
import styles from './quick-search-button.module.css';
import { QUICK_SEARCH_ENTRIES } from '../../lib/routing/quick-search-entries';

// The search itself, its calls and texts load when it is first opened; the header carries only the button.
const QuickSearchDialog = lazy(async () => {
  const [module] = await Promise.all([import('./quick-search-dialog'), loadTexts(['quick-search'])]);
  return { default: module.QuickSearchDialog };
});

/** Whether a key press is someone typing, for whom '/' is a character rather than the search's shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** The header's one search box (issue 12): in a company, for anyone whose menu has a list it looks through. */
export function QuickSearchHeaderItem({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const flags = useFeatureFlags();
  const [isOpen, setOpen] = useState(false);
  const entries = isRealCompanyId(companyId)
    ? menuEntriesFor(user, companyId, flags).filter((entry) => QUICK_SEARCH_ENTRIES.has(entry.id))
    : [];
  const isOffered = entries.length > 0;

  // Listening from before the button is painted: a passive effect runs after the paint, later still on a busy
  // machine, and a '/' pressed as soon as the button shows was lost (seen in a CI run of the e2e suite).
  useLayoutEffect(() => {
    if (!isOffered) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target))
        return;
      event.preventDefault();
      setOpen(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [isOffered]);

  if (!companyId || !isOffered) return null;
  return (
    <>
      <button type="button" className={styles.button} aria-keyshortcuts="/" onClick={() => setOpen(true)}>
        <SearchIcon />
        <span className={styles.label}>{t('shell.search.open')}</span>
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <QuickSearchDialog companyId={companyId} entries={entries} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
