import { useTranslation } from '../../lib/i18n/use-translation';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { menuEntriesFor } from '../../lib/routing/menu-entries';
import { useSessionUser } from '../../lib/session/use-session-user';
import { LinkTiles } from '../../ui';
import styles from './company-search.module.css';

/**
 * §2/§6 the operator menu on /0, where the primary menu is hidden: the user's pages outside companies
 * (product administration, assortments, admin tools, environment mode).
 */
export function ToolLinks() {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const flags = useFeatureFlags();
  const tools = menuEntriesFor(user, null, flags).filter((entry) => entry.id !== 'companies');
  if (tools.length === 0) return null;
  return (
    <nav aria-labelledby="operator-tools" className={styles.tools}>
      <h2 id="operator-tools" className={styles.subheading}>
        {t('company-search.tools')}
      </h2>
      <LinkTiles
        tiles={tools.map((entry) => ({
          id: entry.id,
          title: t(`shell.nav.${entry.id}`),
          href: entry.href,
        }))}
      />
    </nav>
  );
}
