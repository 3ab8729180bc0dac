import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ChevronDownIcon } from '../../ui/icons/icons';
import { MenuLink, MenuLinkItems } from './menu-link';
import styles from './primary-nav.module.css';
import type { MenuBadges } from './use-menu-badges';
import type { Menu, MenuGroup } from './use-menu';

type SectionProps = {
  group: MenuGroup;
  menu: Menu;
  badges: MenuBadges;
  isOpen: boolean;
  onToggle: (open: boolean) => void;
};

function sectionBadge(group: MenuGroup, badges: MenuBadges): number {
  return group.entries.reduce((sum, entry) => sum + (badges[entry.id] ?? 0), 0);
}

/** A section with several pages: a disclosure button and its list of links (§2 submenu). */
function SectionMenu({ group, menu, badges, isOpen, onToggle }: SectionProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const panelId = `submenu-${group.section}`;
  const total = sectionBadge(group, badges);
  return (
    <li
      className={styles.item}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !isOpen) return;
        onToggle(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-active={menu.activeSection === group.section || undefined}
        onClick={() => onToggle(!isOpen)}
      >
        {t(`shell.nav.section.${group.section}`)}
        {total ? <span className={styles.dot} aria-hidden="true" /> : null}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      <ul id={panelId} className={styles.panel} hidden={!isOpen}>
        <MenuLinkItems
          entries={group.entries}
          activeEntryId={menu.activeEntryId}
          badges={badges}
          linkClassName={styles.panelLink}
          onNavigate={() => onToggle(false)}
        />
      </ul>
    </li>
  );
}

/** §2 primary navigation for wide screens: one item per section, sections with several pages open a submenu. */
export function PrimaryNav({ menu, badges }: { menu: Menu; badges: MenuBadges }) {
  const { t } = useTranslation();
  const [openSection, setOpenSection] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!openSection) return;
    const closeOutside = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenSection(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [openSection]);

  return (
    <nav ref={nav} className={styles.nav} aria-label={t('shell.nav.primary')}>
      <ul className={styles.bar}>
        {menu.groups.map((group) => {
          const [only] = group.entries;
          if (group.entries.length === 1 && only) {
            return (
              <li key={group.section} className={styles.item}>
                <MenuLink
                  entry={only}
                  isActive={menu.activeSection === group.section}
                  badge={badges[only.id]}
                  className={styles.link}
                />
              </li>
            );
          }
          return (
            <SectionMenu
              key={group.section}
              group={group}
              menu={menu}
              badges={badges}
              isOpen={openSection === group.section}
              onToggle={(open) => setOpenSection(open ? group.section : null)}
            />
          );
        })}
      </ul>
    </nav>
  );
}
