import type { MenuEntryId, VisibleMenuEntry } from '@kaista/domain/shared/roles';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { VisuallyHidden } from '../../ui/visually-hidden';
import styles from './menu-link.module.css';

type MenuLinkProps = {
  entry: VisibleMenuEntry;
  isActive: boolean;
  badge?: number;
  onNavigate?: () => void;
  className?: string;
};

/** One §6 menu entry as a link, marked as the current page and carrying its §2 badge. */
export function MenuLink({ entry, isActive, badge, onNavigate, className }: MenuLinkProps) {
  const { t } = useTranslation();
  return (
    // A Link, not a NavLink: the menu decides what is current (a ticket's page is the tickets entry's).
    <Link
      to={entry.href}
      className={className}
      aria-current={isActive ? 'page' : undefined}
      data-active={isActive || undefined}
      onClick={onNavigate}
    >
      {t(`shell.nav.${entry.id}`)}
      {badge ? (
        <>
          <span className={styles.badge} aria-hidden="true">
            {badge}
          </span>
          <VisuallyHidden>{t(`shell.badge.${entry.id}`, { count: badge })}</VisuallyHidden>
        </>
      ) : null}
    </Link>
  );
}

type MenuLinkItemsProps = {
  entries: readonly VisibleMenuEntry[];
  activeEntryId: MenuEntryId | null;
  badges: Partial<Record<string, number>>;
  linkClassName?: string;
  onNavigate?: () => void;
};

/** The list items of a section's entries, for the wide screens' submenu and the phones' menu alike. */
export function MenuLinkItems({
  entries,
  activeEntryId,
  badges,
  linkClassName,
  onNavigate,
}: MenuLinkItemsProps) {
  return entries.map((entry) => (
    <li key={entry.id}>
      <MenuLink
        entry={entry}
        isActive={activeEntryId === entry.id}
        badge={badges[entry.id]}
        className={linkClassName}
        onNavigate={onNavigate}
      />
    </li>
  ));
}
