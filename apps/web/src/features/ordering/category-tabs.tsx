import { ORDER_CATEGORY_NAMES, type OrderCategory } from '@kaista/domain/ordering';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './ordering.module.css';

type Props = {
  tabs: readonly OrderCategory[];
  selected: OrderCategory;
  onSelect: (category: OrderCategory) => void;
  panelId: string;
};

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The order categories as a tab list of the WAI-ARIA pattern: one Tab stop (the chosen tab), the arrow keys,
 * Home and End choose and focus another.
 */
export function CategoryTabs({ tabs, selected, onSelect, panelId }: Props) {
  const { t } = useTranslation();
  const categoryName = useCodeName(ORDER_CATEGORY_NAMES);
  const buttons = useRef(new Map<OrderCategory, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent) {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = tabs[step(tabs.indexOf(selected), tabs.length)];
    if (!next) return;
    onSelect(next);
    buttons.current.get(next)?.focus();
  }

  return (
    <div
      role="tablist"
      aria-label={t('ordering.categories-label')}
      className={styles.tabs}
      onKeyDown={onKeyDown}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) buttons.current.set(tab, element);
            else buttons.current.delete(tab);
          }}
          type="button"
          role="tab"
          aria-selected={tab === selected}
          aria-controls={tab === selected ? panelId : undefined}
          tabIndex={tab === selected ? 0 : -1}
          className={tab === selected ? styles.activeTab : styles.tab}
          onClick={() => onSelect(tab)}
        >
          {categoryName(tab)}
        </button>
      ))}
    </div>
  );
}
