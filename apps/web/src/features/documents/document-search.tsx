import { DOCUMENT_LIMITS, isSearchableDocumentQuery } from '@kaista/domain/documents';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FilterBar, ListSearchInput } from '../../ui';
import styles from './documents.module.css';

/** The search of every folder's names and descriptions; a search needs a word of three characters. */
export function DocumentSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  return (
    <FilterBar label={t('documents.filters')}>
      <div className={styles.search}>
        <ListSearchInput
          label={t('documents.search')}
          placeholder={t('documents.search-placeholder')}
          searched={q}
          // Emptying the box goes back to the folders; typing waits for Enter or the search button.
          onSearch={onSearch}
          issueOf={(words) =>
            words === '' || isSearchableDocumentQuery(words) ? undefined : t('documents.search-too-short')
          }
          maxLength={DOCUMENT_LIMITS.searchMax}
          clearLabel={t('documents.search-clear')}
        />
      </div>
    </FilterBar>
  );
}
