import type { VisibleMenuEntry } from '@kaista/domain/shared/roles';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { Modal } from '../../ui';
import styles from './quick-search.module.css';
import { optionsOf, type QuickOption } from './quick-search-options';
import { QUICK_SEARCH_MAX } from './quick-search-sources';
import { useQuickSearch } from './use-quick-search';

type QuickSearchDialogProps = {
  companyId: string;
  /** The lists of the user's menu that the search may look through. */
  entries: readonly VisibleMenuEntry[];
  onClose: () => void;
};

/**
 * A combobox over grouped results (WAI-ARIA combobox with a listbox): focus stays in the field, the arrow
 * keys move through the hits of every kind, Enter opens one, Escape closes.
 */
export function QuickSearchDialog({ companyId, entries, onClose }: QuickSearchDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [active, setActive] = useState(0);
  const { q, isTyping, groups } = useQuickSearch(companyId, entries, typed);
  const sections = optionsOf(groups, q, (group) =>
    t('quick-search.all', { list: t(`shell.nav.${group.source.entry}`) }),
  );
  const options = sections.flatMap((section) => section.options);
  const current = options[Math.min(active, options.length - 1)];
  const isSearching = isTyping || groups.some((group) => group.isPending);
  const hitCount = groups.reduce((sum, group) => sum + group.hits.length, 0);

  const open = (option: QuickOption | undefined) => {
    if (!option) return;
    onClose();
    void navigate(option.to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step && options.length > 0) {
      event.preventDefault();
      setActive((index) => (Math.min(index, options.length - 1) + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(current);
    }
  };

  const status =
    q.length < 2
      ? t('quick-search.hint')
      : isSearching
        ? t('quick-search.searching')
        : hitCount === 0
          ? t('quick-search.none', { q })
          : t('quick-search.found', { count: hitCount });

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
      title={t('quick-search.title')}
      closeLabel={t('quick-search.close')}
      size="large"
    >
      <div className={styles.search}>
        <label className={styles.label} htmlFor={`${listId}-input`}>
          {t('quick-search.label')}
        </label>
        <input
          id={`${listId}-input`}
          className={styles.input}
          role="combobox"
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current?.id}
          autoComplete="off"
          autoFocus
          value={typed}
          maxLength={QUICK_SEARCH_MAX}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <p role="status" className={styles.status}>
          {status}
        </p>
        <div id={listId} role="listbox" aria-label={t('quick-search.results')} className={styles.results}>
          {sections.map(({ group, options: groupOptions }) => {
            if (groupOptions.length === 0 && !group.isError) return null;
            const headingId = `${listId}-${group.source.entry}`;
            const name = t(`shell.nav.${group.source.entry}`);
            return (
              <div key={group.source.entry} role="group" aria-labelledby={headingId} className={styles.group}>
                <div id={headingId} role="presentation" className={styles.groupName}>
                  {name}
                  {group.isError ? <span className={styles.failed}>{t('quick-search.failed')}</span> : null}
                </div>
                {groupOptions.map((option) => (
                  <div
                    key={option.id}
                    id={option.id}
                    role="option"
                    aria-selected={option === current}
                    className={option.detail === undefined ? styles.all : styles.option}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => open(option)}
                  >
                    <span className={styles.optionLabel}>{option.label}</span>
                    {option.detail ? <span className={styles.detail}>{option.detail}</span> : null}
                  </div>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </Modal>
  );
}
