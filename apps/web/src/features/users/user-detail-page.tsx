import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { USER_ACCESS } from '@kaista/domain/users';
import { useCompanyId } from '../../lib/routing/company-id';
import { useAccess } from '../../lib/routing/use-access';
import { useSessionUser } from '../../lib/session/use-session-user';
import { BackLink, DetailFailure, LoadingPlaceholder, Page, PageHeader } from '../../ui';
import { EffectiveRights } from './effective-rights';
import { RemoveUserButton } from './remove-user-button';
import { UserDetails } from './user-details';
import { UserEndUser } from './user-end-user';
import { UserExternalServices } from './user-external-services';
import { UserIdmRoles } from './user-idm-roles';
import { UserGroups } from './user-groups';
import { UserRightsEditor } from './user-rights-editor';
import { UserSignInMethod } from './user-sign-in-method';
import { useRemoveUser, userQuery } from './users-queries';

/**
 * §2 /{companyId}/company/users/{userId}: details (the mobile number for SMS codes set here), the effective rights and where they come from, the user's
 * groups, their own roles and permissions, sign-in method, the end user they are known as (§7), removal.
 */
export function UserDetailPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const userId = useParams().userId ?? '';
  const user = useQuery(userQuery(companyId, userId));
  const remove = useRemoveUser(companyId, userId, user.data?.version);
  const [groupsApplied, setGroupsApplied] = useState(0);
  // §9: each change is behind its own flag, on the server and here alike (USER_ACCESS).
  const mayModify = useAccess(USER_ACCESS.modify);
  const mayRemove = useAccess(USER_ACCESS.remove);
  const { user: me } = useSessionUser();
  const maySetMethod = useAccess(USER_ACCESS.signIn);

  const back = <BackLink to="..">{t('users.back')}</BackLink>;

  if (user.isPending) return <LoadingPlaceholder label={t('users.loading')} variant="lines" lines={10} />;
  if (user.isError)
    return (
      <DetailFailure
        error={user.error}
        notFound={t('users.not-found')}
        back={back}
        onRetry={() => void user.refetch()}
      />
    );
  const data = user.data;
  return (
    <Page labelledBy="user-title">
      {back}
      <PageHeader
        id="user-title"
        title={`${data.firstName} ${data.lastName}`}
        // No one removes themselves (the server refuses it): the button is not offered on one's own page.
        actions={
          mayRemove && data.uid !== me.uid ? (
            <RemoveUserButton user={data} onRemove={() => remove.mutateAsync()} />
          ) : null
        }
      />
      <UserDetails companyId={companyId} user={data} mayModify={mayModify} />
      <EffectiveRights user={data} />
      <UserGroups companyId={companyId} userId={data.uid} />
      {/* Started anew when a role group is applied, so that the editor shows the rights as saved. */}
      {mayModify ? <UserRightsEditor key={groupsApplied} companyId={companyId} user={data} /> : null}
      <UserIdmRoles companyId={companyId} user={data} onApplied={() => setGroupsApplied((n) => n + 1)} />
      {maySetMethod ? <UserSignInMethod companyId={companyId} user={data} /> : null}
      <UserEndUser companyId={companyId} userId={data.uid} />
      <UserExternalServices companyId={companyId} user={data} />
    </Page>
  );
}
