import type { CompanyRef } from '@kaista/domain/shared/api';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TrashIcon } from '../../ui';
import styles from './company-search.module.css';
import { useCompanyShortcuts } from './use-company-shortcuts';

type ListProps = {
  id: string;
  title: string;
  empty: string;
  companies: readonly CompanyRef[];
  onOpen: (uid: string) => void;
  onRemove: (uid: string) => void;
};

function ShortcutList({ id, title, empty, companies, onOpen, onRemove }: ListProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className={styles.shortcuts}>
      <h2 id={id} className={styles.subheading}>
        {title}
      </h2>
      {companies.length === 0 ? <p className={styles.muted}>{empty}</p> : null}
      <ul className={styles.plainList}>
        {companies.map((company) => (
          <li key={company.uid} className={styles.shortcut}>
            <button type="button" className={styles.linkButton} onClick={() => onOpen(company.uid)}>
              {company.name}
            </button>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('company-search.remove-from', { name: company.name, list: title })}
              onClick={() => onRemove(company.uid)}
            >
              <TrashIcon />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** §2/§3 the operator's favourite and recent companies, to open or to remove. */
export function CompanyShortcuts() {
  const { t } = useTranslation();
  const shortcuts = useCompanyShortcuts();
  const open = (uid: string) => void shortcuts.open(uid).catch(() => undefined);
  return (
    <div className={styles.shortcutColumns}>
      <ShortcutList
        id="operator-favourites"
        title={t('company-search.favourites')}
        empty={t('company-search.no-favourites')}
        companies={shortcuts.favourites}
        onOpen={open}
        onRemove={(uid) => shortcuts.toggleFavourite({ uid, name: '' })}
      />
      <ShortcutList
        id="operator-recents"
        title={t('company-search.recents')}
        empty={t('company-search.no-recents')}
        companies={shortcuts.recents}
        onOpen={open}
        onRemove={shortcuts.removeRecent}
      />
    </div>
  );
}
