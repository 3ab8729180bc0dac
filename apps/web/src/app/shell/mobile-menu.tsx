import { useTranslation } from '../../lib/i18n/use-translation';
import { MenuLinkItems } from './menu-link';
import styles from './mobile-menu.module.css';
import type { MenuBadges } from './use-menu-badges';
import type { Menu } from './use-menu';

type MobileMenuProps = { id: string; menu: Menu; badges: MenuBadges; onNavigate: () => void };

/** §2 the menu on narrow screens: every section with its pages, opened by the header's toggle. */
export function MobileMenu({ id, menu, badges, onNavigate }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <nav id={id} className={styles.menu} aria-label={t('shell.nav.primary')}>
      {menu.groups.map((group) => (
        <section key={group.section} className={styles.group}>
          {group.entries.length > 1 ? (
            <h2 className={styles.heading}>{t(`shell.nav.section.${group.section}`)}</h2>
          ) : null}
          <ul className={styles.list}>
            <MenuLinkItems
              entries={group.entries}
              activeEntryId={menu.activeEntryId}
              badges={badges}
              linkClassName={styles.link}
              onNavigate={onNavigate}
            />
          </ul>
        </section>
      ))}
    </nav>
  );
}
