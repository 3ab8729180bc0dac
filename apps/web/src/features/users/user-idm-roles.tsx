import {
  isPermissionName,
  isRoleName,
  meetsAccessRequirement,
  ROLE_DISPLAY_NAMES,
} from '@kaista/domain/shared/roles';
import { IDM_ACCESS, roleGroupChange, withRoleGroup, type CompanyUser } from '@kaista/domain/users';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useMayGive } from '../../lib/session/use-may-give';
import { useSessionUser } from '../../lib/session/use-session-user';
import { Button, Dropdown, FactsList, LoadingPlaceholder, Notification } from '../../ui';
import { idmRoleGroupsQuery, idmUserRolesQuery, useSetRights } from './users-queries';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from '../../ui/page/page-parts.module.css';

/**
 * §7 IDM user roles and role groups on /users/{userId}, for DC and CC with a real company (§6 reference data):
 * the person's IDM roles, the role groups they match, and applying one of the company's role groups or the
 * operator's templates. Applying is a change of the user's rights, so the grant rules, the last-administrator
 * rule and If-Match all hold for it.
 */
export function UserIdmRoles({
  companyId,
  user,
  onApplied,
}: {
  companyId: string;
  user: CompanyUser;
  onApplied: () => void;
}) {
  const { t } = useTranslation();
  const roleName = useCodeName(ROLE_DISPLAY_NAMES);
  const flags = useFeatureFlags();
  const { user: me } = useSessionUser();
  const shown = meetsAccessRequirement(me, companyId, IDM_ACCESS.company, flags);
  const groups = useQuery(idmRoleGroupsQuery(companyId, shown));
  const idm = useQuery(idmUserRolesQuery(companyId, user.uid, user.email, shown));
  const [chosen, setChosen] = useState<string | null>(null);
  const save = useSetRights(companyId, user);
  const mayGive = useMayGive(companyId, user);
  if (!shown) return null;

  const list = (roles: readonly string[]) => (roles.length ? roles.map(roleName).join(', ') : '–');
  const group = groups.data?.items.find((item) => item.uid === chosen);
  const change = group ? roleGroupChange(user, group) : null;
  const after = group ? withRoleGroup(user, group) : null;
  const allowed = after ? mayGive(after) : false;
  const stale = save.error instanceof HttpError && save.error.status === 412;
  const refused = save.error instanceof HttpError && (save.error.status === 409 || save.error.status === 403);
  const groupName = (uid: string) => groups.data?.items.find((item) => item.uid === uid)?.name ?? uid;

  return (
    <section className={styles.section} aria-labelledby="user-idm-title">
      <h2 id="user-idm-title">{t('users.idm')}</h2>
      <p>{t('users.idm-help')}</p>
      {groups.isPending || idm.isPending ? (
        <LoadingPlaceholder label={t('users.idm-loading')} variant="lines" lines={3} />
      ) : groups.isError || idm.isError ? (
        <p>{t('users.idm-load-failed')}</p>
      ) : (
        <>
          <FactsList stackOnNarrow>
            <dt>{t('users.idm-roles')}</dt>
            <dd>{list(idm.data.roles)}</dd>
            <dt>{t('users.idm-matching')}</dt>
            <dd>
              {idm.data.matchingGroups.length ? idm.data.matchingGroups.map(groupName).join(', ') : '–'}
            </dd>
            <dt>{t('users.idm-company-roles')}</dt>
            <dd>{list(groups.data.companyRoles)}</dd>
            <dt>{t('users.idm-employee-role')}</dt>
            <dd>{groups.data.hasEmployeeUserRole ? t('users.yes') : t('users.no')}</dd>
          </FactsList>
          <Dropdown
            label={t('users.idm-group')}
            placeholder={t('users.idm-group-placeholder')}
            options={groups.data.items.map((item) => ({
              id: item.uid,
              label: item.template ? `${item.name} (${t('users.idm-template')})` : item.name,
            }))}
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              save.reset();
            }}
          />
          {change ? (
            <div aria-live="polite">
              <p>
                {t('users.idm-gains')}: {list(change.gains)}
              </p>
              <p>
                {t('users.idm-loses')}: {list(change.loses)}
              </p>
              {allowed ? null : <p>{t('users.idm-not-allowed')}</p>}
            </div>
          ) : null}
          {stale ? <Notification type="warning">{t('users.changed-meanwhile')}</Notification> : null}
          {refused ? <Notification type="error">{t('users.idm-refused')}</Notification> : null}
          {save.isSuccess ? (
            <Notification type="success">{t('users.idm-applied', { name: group?.name ?? '' })}</Notification>
          ) : null}
          <div className={styles.actions}>
            <Button
              isDisabled={!after || !allowed || (change?.gains.length === 0 && change.loses.length === 0)}
              isLoading={save.isPending}
              onPress={() =>
                after &&
                save.mutate(
                  {
                    rights: {
                      roles: after.roles.filter(isRoleName),
                      permissions: after.permissions.filter(isPermissionName),
                    },
                    notify: false,
                  },
                  { onSuccess: onApplied },
                )
              }
            >
              {t('users.idm-apply')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
