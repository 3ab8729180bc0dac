import type { UserInfo } from '@kaista/domain/session';
import { ChevronDownIcon } from '../../ui/icons/icons';
import styles from './user-menu.module.css';

/** What the user menu's trigger shows: initials, name and the chevron. */
export function UserMenuFace({ user }: { user: Pick<UserInfo, 'firstName' | 'lastName' | 'name'> }) {
  return (
    <>
      <span className={styles.initials} aria-hidden="true">
        {`${user.firstName.charAt(0)}${user.lastName.charAt(0)}`}
      </span>
      <span className={styles.name}>{user.name}</span>
      <ChevronDownIcon className={styles.chevron} />
    </>
  );
}
