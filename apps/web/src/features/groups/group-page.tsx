import type { Group, GroupKind, GroupMember } from '@kaista/domain/groups';
import { isPermissionName, isRoleName, loadsPermissionReferenceData } from '@kaista/domain/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate, useParams } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { useMayGive } from '../../lib/session/use-may-give';
import { useSessionUser } from '../../lib/session/use-session-user';
import { BackLink, Button, Dropdown, LeaveGuard, Notification } from '../../ui';
import { RightsChecklist, type ChosenRights } from '../../ui/rights-checklist/rights-checklist';
import { GroupEditFrame } from './group-edit-frame';
import { GroupMembers } from './group-members';
import { GroupWriteError } from './group-errors';
import { GroupNameField, useGroupName } from './group-name-field';
import { RemoveGroupButton } from './remove-group-button';
import {
  groupQuery,
  switchedOffQuery,
  templatesQuery,
  useCreateGroup,
  useUpdateGroup,
} from './groups-queries';
import styles from '../../ui/page/page-parts.module.css';

const NONE = { roles: [], permissions: [] };
const chosen = (group: Pick<Group, 'roles' | 'permissions'>): ChosenRights => ({
  roles: group.roles.filter(isRoleName),
  permissions: group.permissions.filter(isPermissionName),
});

/** A group's name, rights and members in one comparable shape, whatever order they were chosen in. */
const shapeOf = (name: string, rights: ChosenRights, members: readonly GroupMember[]) =>
  JSON.stringify([
    name,
    [...rights.roles].sort(),
    [...rights.permissions].sort(),
    members.map((m) => m.uid).sort(),
  ]);

/** §6 reference data: DC and CC start a group from one of the operator's templates. */
function TemplatePicker({
  companyId,
  onPick,
}: {
  companyId: string;
  onPick: (rights: ChosenRights) => void;
}) {
  const { t } = useTranslation();
  const templates = useQuery(templatesQuery(companyId));
  const data = templates.data?.data ?? [];
  return (
    <Dropdown
      label={t('groups.template')}
      options={data.map((template) => ({ id: template.uid, label: template.name }))}
      value={null}
      onChange={(id) => {
        const template = data.find((entry) => entry.uid === id);
        if (template) onPick(chosen(template));
      }}
    />
  );
}

function GroupForm({ kind, group }: { kind: GroupKind; group?: Group }) {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const flags = useFeatureFlags();
  const { user: me } = useSessionUser();
  const { value: name, field: nameField, isReady, tellRefusal } = useGroupName(group?.name ?? '');
  const [rights, setRights] = useState<ChosenRights>(group ? chosen(group) : NONE);
  const [members, setMembers] = useState<GroupMember[]>(group?.members ?? []);
  const mayGive = useMayGive(companyId, group ?? NONE);
  const switchedOff = useQuery(switchedOffQuery(companyId));
  const create = useCreateGroup(companyId, kind);
  const update = useUpdateGroup(companyId, kind, group?.uid ?? '', group?.version ?? 0);
  const editable = group ? flags['modify-groups'] : flags['create-groups'];
  const unsaved =
    shapeOf(name.trim(), rights, members) !==
    shapeOf(group?.name ?? '', group ? chosen(group) : NONE, group?.members ?? []);

  const save = async () => {
    if (!isReady()) return;
    if (!group) {
      const created = await create.mutateAsync({ name, ...rights });
      await navigate(`../${created.uid}`, { relative: 'path', replace: true });
      return;
    }
    await update.save.mutateAsync({ name, ...rights });
  };
  const remove = async () => {
    await update.remove.mutateAsync();
    await navigate('../..', { relative: 'path', replace: true });
  };

  return (
    <>
      <section className={styles.section} aria-labelledby="group-rights-title">
        <h2 id="group-rights-title">{t('groups.details')}</h2>
        <GroupNameField {...nameField} />
        {loadsPermissionReferenceData(me) ? (
          <TemplatePicker companyId={companyId} onPick={setRights} />
        ) : null}
        <p>{t(`groups.kind-help.${kind}`)}</p>
        <RightsChecklist
          before={group ?? NONE}
          mayGive={mayGive}
          disabledPermissions={switchedOff.data?.permissions ?? []}
          value={rights}
          onChange={setRights}
        />
        <GroupWriteError error={create.error ?? update.save.error} />
        {update.save.isSuccess ? <Notification type="success">{t('groups.saved')}</Notification> : null}
        <div className={styles.actions}>
          <Button
            isDisabled={!editable}
            isLoading={create.isPending || update.save.isPending}
            onPress={() => void save().catch(tellRefusal)}
          >
            {group ? t('groups.save') : t('groups.create')}
          </Button>
          {group && flags['delete-group'] ? (
            <RemoveGroupButton
              group={group}
              isPending={update.remove.isPending}
              onRemove={() => remove().catch(() => undefined)}
            />
          ) : null}
        </div>
        <GroupWriteError error={update.remove.error} />
      </section>
      {group ? (
        <section className={styles.section} aria-labelledby="group-members-title">
          <h2 id="group-members-title">{t('groups.members')}</h2>
          <GroupMembers companyId={companyId} members={members} onChange={setMembers} />
          <GroupWriteError error={update.members.error} />
          {update.members.isSuccess ? (
            <Notification type="success">{t('groups.members-saved')}</Notification>
          ) : null}
          <div className={styles.actions}>
            <Button
              isDisabled={!flags['modify-groups']}
              isLoading={update.members.isPending}
              onPress={() => update.members.mutate(members.map((member) => member.uid))}
            >
              {t('groups.save-members')}
            </Button>
          </div>
        </section>
      ) : null}
      <LeaveGuard when={unsaved} />
    </>
  );
}

/**
 * §2 /groups/permissiongroup/{id} and /groups/usergroup/{id}, and /new for each: the group's name and
 * rights, its members, removal.
 */
export function GroupPage({ kind }: { kind: GroupKind }) {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const params = useParams();
  const groupId = params.permissionGroupId ?? params.userGroupId;
  const group = useQuery({ ...groupQuery(companyId, kind, groupId ?? ''), enabled: Boolean(groupId) });
  const title = groupId ? (group.data?.name ?? t(`groups.kinds.${kind}`)) : t(`groups.new.${kind}`);
  return (
    <GroupEditFrame
      titleId="group-title"
      title={title}
      back={
        <BackLink to="../.." relative="path">
          {t('groups.back')}
        </BackLink>
      }
      query={groupId ? group : null}
      // Keyed by the group alone: a save's fresh version must not remount the form and lose its notice.
      form={(loaded) => <GroupForm key={loaded?.uid ?? 'new'} kind={kind} group={loaded} />}
    />
  );
}

export const PermissionGroupPage = () => <GroupPage kind="permission" />;
export const UserGroupPage = () => <GroupPage kind="authorization" />;
