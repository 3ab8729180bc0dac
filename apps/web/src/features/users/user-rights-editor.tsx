import {
  isPermissionName,
  isRoleName,
  type PermissionName,
  type RoleName,
} from '@kaista/domain/shared/roles';
import { accessChange, effectiveRightsWith, type CompanyUser } from '@kaista/domain/users';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useMayGive } from '../../lib/session/use-may-give';
import { Button, Checkbox, LeaveGuard, Notification } from '../../ui';
import { RightsChecklist } from '../../ui/rights-checklist/rights-checklist';
import { switchedOffQuery, useSetRights } from './users-queries';
import styles from '../../ui/page/page-parts.module.css';

/**
 * The user's own roles and permissions in the company. A right the signed-in administrator cannot give is
 * shown but disabled (the server refuses it anyway), a permission switched off in the company is not offered,
 * and before saving the editor says which menu entries and actions the user gains and loses (their effective
 * rights: own and groups', less what is switched off), by the same §6 requirements the menu and the guards read.
 */
export function UserRightsEditor({ companyId, user }: { companyId: string; user: CompanyUser }) {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  const [roles, setRoles] = useState<RoleName[]>(user.roles.filter(isRoleName));
  const [permissions, setPermissions] = useState<PermissionName[]>(user.permissions.filter(isPermissionName));
  const [notify, setNotify] = useState(false);
  const save = useSetRights(companyId, user);
  const mayGive = useMayGive(companyId, user);
  const switchedOff = useQuery(switchedOffQuery(companyId));
  // By effective rights, as the guards apply them: what a group still gives is neither gained nor lost.
  const off = switchedOff.data?.permissions ?? [];
  const change = accessChange(
    companyId,
    effectiveRightsWith(user, user.groups, off),
    effectiveRightsWith({ roles, permissions }, user.groups, off),
    flags,
  );
  const changed =
    change.gains.length + change.loses.length + change.actionGains.length + change.actionLosses.length > 0;
  const stale = save.error instanceof HttpError && save.error.status === 412;
  const refused = save.error instanceof HttpError && save.error.status === 409;

  return (
    <section className={styles.section} aria-labelledby="user-rights-title">
      <h2 id="user-rights-title">{t('users.rights')}</h2>
      <p>{t('users.rights-help')}</p>
      <RightsChecklist
        before={user}
        mayGive={mayGive}
        disabledPermissions={switchedOff.data?.permissions ?? []}
        value={{ roles, permissions }}
        onChange={(next) => {
          setRoles(next.roles);
          setPermissions(next.permissions);
        }}
      />
      {changed ? (
        <div aria-live="polite">
          <h3>{t('users.preview')}</h3>
          {change.gains.length ? (
            <p>
              {t('users.gains')}: {change.gains.map((id) => t(`shell.nav.${id}`)).join(', ')}
            </p>
          ) : null}
          {change.loses.length ? (
            <p>
              {t('users.loses')}: {change.loses.map((id) => t(`shell.nav.${id}`)).join(', ')}
            </p>
          ) : null}
          {change.actionGains.length ? (
            <p>
              {t('users.action-gains')}: {change.actionGains.map((id) => t(`users.actions.${id}`)).join(', ')}
            </p>
          ) : null}
          {change.actionLosses.length ? (
            <p>
              {t('users.action-loses')}:{' '}
              {change.actionLosses.map((id) => t(`users.actions.${id}`)).join(', ')}
            </p>
          ) : null}
        </div>
      ) : null}
      {stale ? <Notification type="warning">{t('users.changed-meanwhile')}</Notification> : null}
      {refused ? <Notification type="error">{t('users.illegal-state')}</Notification> : null}
      {save.isSuccess ? <Notification type="success">{t('users.rights-saved')}</Notification> : null}
      <Checkbox isSelected={notify} onChange={setNotify}>
        {t('users.notify-by-email')}
      </Checkbox>
      <div className={styles.actions}>
        <Button
          isLoading={save.isPending}
          onPress={() => save.mutate({ rights: { roles, permissions }, notify })}
        >
          {t('users.save-rights')}
        </Button>
      </div>
      <LeaveGuard when={changed} />
    </section>
  );
}
