import { lazy, Suspense } from 'react';
import { useSessionUser } from '../../lib/session/use-session-user';
import { UserMenuFace } from './user-menu-face';
import styles from './user-menu.module.css';

// The menu's popover and the default-company modal bring React Aria; the first paint does without them.
const UserMenu = lazy(async () => ({ default: (await import('./user-menu')).UserMenu }));

/** The header's user menu, loaded right after the first paint; until then its trigger is shown, inert. */
export function UserMenuSlot({ companyId }: { companyId: string | null }) {
  const { user } = useSessionUser();
  return (
    <Suspense
      fallback={
        <span className={styles.trigger} aria-hidden="true">
          <UserMenuFace user={user} />
        </span>
      }
    >
      <UserMenu companyId={companyId} />
    </Suspense>
  );
}
