import { useTranslation } from '../../lib/i18n/use-translation';
import { useUpdateProfile } from '../../lib/session/profile-update';
import { useSessionUser } from '../../lib/session/use-session-user';
import { Notification } from '../../ui';

/**
 * §3 Profile `oneTimeUserAndPermissionGroupViewNotification`: the first visit to the users page explains it
 * once; dismissing it stores that in the profile, so it never shows again, in any browser.
 */
export function UsersViewNotice() {
  const { t } = useTranslation();
  const { profile } = useSessionUser();
  const update = useUpdateProfile();
  if (profile.oneTimeUserAndPermissionGroupViewNotification || update.isSuccess) return null;
  return (
    <Notification
      type="info"
      title={t('users.view-notice-title')}
      dismissLabel={t('users.view-notice-dismiss')}
      onDismiss={() => update.mutate({ oneTimeUserAndPermissionGroupViewNotification: true })}
    >
      {t('users.view-notice')}
    </Notification>
  );
}
