import { isSearchableDocumentQuery } from '@kaista/domain/documents';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, SearchInput } from '../../ui';
import styles from './documents.module.css';

/** The search of every folder's names and descriptions; a search needs a word of three characters. */
export function DocumentSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const [tooShort, setTooShort] = useState(false);
  useEffect(() => setText(q), [q]);
  return (
    <FilterBar label={t('documents.filters')}>
      <div className={styles.search}>
        <SearchInput
          label={t('documents.search')}
          placeholder={t('documents.search-placeholder')}
          value={text}
          onChange={(value) => {
            setText(value);
            setTooShort(false);
            // Clearing the box goes back to the folders; typing waits for Enter or the search button.
            if (!value && q) onSearch('');
          }}
          onSubmit={(value) => {
            const words = value.trim();
            const searchable = words === '' || isSearchableDocumentQuery(words);
            setTooShort(!searchable);
            if (searchable) onSearch(words);
          }}
          clearLabel={t('documents.search-clear')}
          searchLabel={t('documents.search')}
        />
        {tooShort ? (
          <p className={styles.searchHint} role="alert">
            {t('documents.search-too-short')}
          </p>
        ) : null}
      </div>
    </FilterBar>
  );
}
