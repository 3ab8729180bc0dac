import { useTranslation } from '../../lib/i18n/use-translation';
import { SecondaryNavigation } from '../../ui';
import { MenuIcon } from './menu-icon';
import styles from './secondary-nav.module.css';
import type { MenuBadges } from './use-menu-badges';
import type { Menu } from './use-menu';

/**
 * §2 secondary navigation: the pages of the current section, when it has several, each with its icon; a row on
 * wide screens, a dropdown showing the current page below 767 px.
 */
export function SecondaryNav({ menu, badges }: { menu: Menu; badges: MenuBadges }) {
  const { t } = useTranslation();
  const group = menu.groups.find((g) => g.section === menu.activeSection);
  if (!group || group.entries.length < 2) return null;
  return (
    <div className={styles.container}>
      <SecondaryNavigation
        label={t(`shell.nav.section.${group.section}`)}
        match="partial"
        currentId={menu.activeEntryId}
        pages={group.entries.map((entry) => ({
          id: entry.id,
          title: t(`shell.nav.${entry.id}`),
          url: entry.href,
          icon: <MenuIcon id={entry.id} />,
        }))}
        highlightedIds={group.entries.filter((entry) => badges[entry.id]).map((entry) => entry.id)}
        highlightLabel={t('shell.badge.attention')}
      />
    </div>
  );
}
