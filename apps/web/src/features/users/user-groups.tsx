import type { GroupSummary, UserGroupsAnswer } from '@kaista/domain/groups';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { Button, Dropdown, LoadingPlaceholder, Notification } from '../../ui';
import { companyGroupsQuery, userGroupsQuery, useSetUserGroups } from './users-queries';
import styles from '../../ui/page/page-parts.module.css';
import own from './effective-rights.module.css';

const bodyOf = (groups: readonly Pick<GroupSummary, 'uid' | 'kind'>[]) => ({
  authorizationGroupIds: groups.filter((g) => g.kind === 'authorization').map((g) => g.uid),
  permissionGroupIds: groups.filter((g) => g.kind === 'permission').map((g) => g.uid),
});

/** Why a change of the user's groups was refused, in words. */
function GroupsWriteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!(error instanceof HttpError))
    return error ? <Notification type="error">{t('users.groups-failed')}</Notification> : null;
  const key =
    error.status === 412
      ? 'users.changed-meanwhile'
      : error.status === 409
        ? 'users.illegal-state'
        : error.status === 403
          ? 'users.groups-not-allowed'
          : 'users.groups-failed';
  return <Notification type={error.status === 412 ? 'warning' : 'error'}>{t(key)}</Notification>;
}

function GroupsEditor({
  companyId,
  userId,
  current,
}: {
  companyId: string;
  userId: string;
  current: UserGroupsAnswer;
}) {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  const all = useQuery(companyGroupsQuery(companyId));
  const save = useSetUserGroups(companyId, userId, current.version);
  const [chosen, setChosen] = useState<string | null>(null);
  const editable = flags['modify-groups'];
  const candidates = (all.data ?? []).filter((group) => !current.groups.some((g) => g.uid === group.uid));
  const change = (groups: readonly Pick<GroupSummary, 'uid' | 'kind'>[]) =>
    save.mutate(bodyOf(groups), { onSuccess: () => setChosen(null) });

  return (
    <>
      {current.groups.length === 0 ? <p>{t('users.no-groups')}</p> : null}
      <ul className={own.rights}>
        {current.groups.map((group) => (
          <li key={group.uid}>
            <span>
              {group.name} <span className={own.source}>({t(`users.group-kind.${group.kind}`)})</span>
            </span>
            {editable ? (
              <Button
                variant="secondary"
                isLoading={save.isPending}
                onPress={() => change(current.groups.filter((other) => other.uid !== group.uid))}
              >
                {t('users.leave-group', { name: group.name })}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {editable && candidates.length > 0 ? (
        <div className={styles.actions}>
          <Dropdown
            label={t('users.add-to-group')}
            options={candidates.map((group) => ({
              id: group.uid,
              label: `${group.name} (${t(`users.group-kind.${group.kind}`)})`,
            }))}
            value={chosen}
            onChange={setChosen}
          />
          <Button
            isDisabled={!chosen}
            isLoading={save.isPending}
            onPress={() => {
              const group = candidates.find((candidate) => candidate.uid === chosen);
              if (group) change([...current.groups, group]);
            }}
          >
            {t('users.join-group')}
          </Button>
        </div>
      ) : null}
      <GroupsWriteError error={save.error} />
      {save.isSuccess ? <Notification type="success">{t('users.groups-saved')}</Notification> : null}
    </>
  );
}

/**
 * §2 /users/{userId} groups: which of the company's groups the user is in, joined and left with If-Match on
 * the version of the user's rights (each change audited by the server). Joining a group gives its rights.
 */
export function UserGroups({ companyId, userId }: { companyId: string; userId: string }) {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  const groups = useQuery({ ...userGroupsQuery(companyId, userId), enabled: flags.groups });
  if (!flags.groups) return null;
  return (
    <section className={styles.section} aria-labelledby="user-groups-title">
      <h2 id="user-groups-title">{t('users.groups')}</h2>
      <p>{t('users.groups-help')}</p>
      {groups.isPending ? (
        <LoadingPlaceholder label={t('users.loading-groups')} variant="lines" lines={3} />
      ) : groups.isError ? (
        <p>{t('users.groups-load-failed')}</p>
      ) : (
        <GroupsEditor companyId={companyId} userId={userId} current={groups.data} />
      )}
    </section>
  );
}
