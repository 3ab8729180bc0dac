import { formatDateTime } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FactsList, LoadingPlaceholder } from '../../ui';
import { adminSessionQuery } from './admin-tools-queries';
import styles from './admin-tools.module.css';

/** §2 /0/admintools/session for the super admin: what the server holds about this session. */
export function AdminSessionPage() {
  const { t } = useTranslation();
  const session = useQuery(adminSessionQuery).data;
  const none = t('admin-tools.none');
  return (
    <section className={styles.page} aria-labelledby="admin-session-title">
      <h1 id="admin-session-title">{t('shell.pages.admin-session')}</h1>
      {session ? (
        <FactsList>
          <dt>{t('admin-tools.session-user')}</dt>
          <dd>{`${session.user.name} (${session.user.email})`}</dd>
          <dt>{t('admin-tools.roles')}</dt>
          <dd>{session.user.roles.join(', ') || none}</dd>
          <dt>{t('admin-tools.session-acting-as')}</dt>
          <dd>
            {session.impersonating ? `${session.impersonating.name} (${session.impersonating.email})` : none}
          </dd>
          <dt>{t('admin-tools.session-company')}</dt>
          <dd>{session.company ? `${session.company.name} (${session.company.uid})` : none}</dd>
          <dt>{t('admin-tools.session-environment')}</dt>
          <dd>
            {session.environment}
            {session.environmentOverridden ? ` (${t('admin-tools.session-overridden')})` : ''}
          </dd>
          <dt>{t('admin-tools.session-started')}</dt>
          <dd>{formatDateTime(session.createdAt)}</dd>
          <dt>{t('admin-tools.session-idle-expiry')}</dt>
          <dd>{formatDateTime(session.idleExpiresAt)}</dd>
          <dt>{t('admin-tools.session-absolute-expiry')}</dt>
          <dd>{formatDateTime(session.absoluteExpiresAt)}</dd>
        </FactsList>
      ) : (
        <LoadingPlaceholder variant="lines" label={t('admin-tools.loading')} />
      )}
    </section>
  );
}
