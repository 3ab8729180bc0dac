import {
  PERMISSIONS,
  type PermissionName,
  type RoleName,
  PERMISSION_DISPLAY_NAMES,
  ROLE_DISPLAY_NAMES,
} from '@kaista/domain/shared/roles';
import { OFFERED_ROLES, type Rights } from '@kaista/domain/users';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Checkbox } from '../checkbox/checkbox';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './rights-checklist.module.css';

export interface ChosenRights {
  roles: RoleName[];
  permissions: PermissionName[];
}

const toggled = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((other) => other !== item);

/**
 * The offered roles and the permissions as checkboxes, for a user's own rights or a group's. A right the
 * signed-in administrator cannot give is shown but disabled (the server refuses it anyway). The texts are
 * the users namespace's, which a page showing it loads.
 */
export function RightsChecklist({
  before,
  mayGive,
  value,
  onChange,
  disabledPermissions = [],
}: {
  /** The rights as saved: only what is added is checked against the granter. */
  before: Rights;
  /** Whether the signed-in administrator may give these rights (the domain's grant rule). */
  mayGive: (after: Rights) => boolean;
  value: ChosenRights;
  onChange: (next: ChosenRights) => void;
  /**
   * Permissions switched off in the company or everywhere (§7 permissions/disable): not offered; one already
   * held is shown marked, so that it can be taken away, but not given again.
   */
  disabledPermissions?: readonly string[];
}) {
  const { t } = useTranslation();
  const roleName = useCodeName(ROLE_DISPLAY_NAMES);
  const permissionName = useCodeName(PERMISSION_DISPLAY_NAMES);
  const isOff = (name: string) => disabledPermissions.includes(name);
  const offered = PERMISSIONS.filter(
    (name) => !isOff(name) || before.permissions.includes(name) || value.permissions.includes(name),
  );
  const notYours = {
    roles: OFFERED_ROLES.filter(
      (role) =>
        !value.roles.includes(role) &&
        !mayGive({ roles: [...before.roles, role], permissions: before.permissions }),
    ),
    permissions: offered.filter(
      (name) =>
        !value.permissions.includes(name) &&
        !isOff(name) &&
        !mayGive({ roles: before.roles, permissions: [...before.permissions, name] }),
    ),
  };
  // A greyed right says why once, above the lists, and each greyed box points to that reason.
  const hintId = useId();
  const hasHint = notYours.roles.length + notYours.permissions.length > 0;
  return (
    <>
      {hasHint ? (
        <p id={hintId} className={styles.hint}>
          {t('users.not-yours-to-give')}
        </p>
      ) : null}
      <fieldset className={styles.checks}>
        <legend>{t('users.roles')}</legend>
        {OFFERED_ROLES.map((role) => (
          <Checkbox
            key={role}
            isSelected={value.roles.includes(role)}
            isDisabled={notYours.roles.includes(role)}
            describedBy={notYours.roles.includes(role) ? hintId : undefined}
            onChange={(on) => onChange({ ...value, roles: toggled(value.roles, role, on) })}
          >
            {roleName(role)}
          </Checkbox>
        ))}
      </fieldset>
      <fieldset className={styles.checks}>
        <legend>{t('users.permissions')}</legend>
        {offered.map((name) => (
          <Checkbox
            key={name}
            isSelected={value.permissions.includes(name)}
            isDisabled={
              (!value.permissions.includes(name) && isOff(name)) || notYours.permissions.includes(name)
            }
            describedBy={notYours.permissions.includes(name) ? hintId : undefined}
            onChange={(on) => onChange({ ...value, permissions: toggled(value.permissions, name, on) })}
          >
            {isOff(name) ? `${permissionName(name)} (${t('users.switched-off')})` : permissionName(name)}
          </Checkbox>
        ))}
      </fieldset>
    </>
  );
}
