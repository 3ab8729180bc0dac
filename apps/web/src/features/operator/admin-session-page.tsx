import { formatDateTime } from '@kaista/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LoadingPlaceholder } from '../../ui';
import { adminSessionQuery } from './operator-queries';
import styles from './operator.module.css';

/** §2 /0/admintools/session for the super admin: what the server holds about this session. */
export function AdminSessionPage() {
  const { t } = useTranslation();
  const session = useQuery(adminSessionQuery).data;
  const none = t('operator.none');
  return (
    <section className={styles.page} aria-labelledby="admin-session-title">
      <h1 id="admin-session-title">{t('pages.admin-session')}</h1>
      {session ? (
        <dl className={styles.facts}>
          <dt>{t('operator.session-user')}</dt>
          <dd>{`${session.user.name} (${session.user.email})`}</dd>
          <dt>{t('operator.roles')}</dt>
          <dd>{session.user.roles.join(', ') || none}</dd>
          <dt>{t('operator.session-acting-as')}</dt>
          <dd>
            {session.impersonating ? `${session.impersonating.name} (${session.impersonating.email})` : none}
          </dd>
          <dt>{t('operator.session-company')}</dt>
          <dd>{session.company ? `${session.company.name} (${session.company.uid})` : none}</dd>
          <dt>{t('operator.session-environment')}</dt>
          <dd>
            {session.environment}
            {session.environmentOverridden ? ` (${t('operator.session-overridden')})` : ''}
          </dd>
          <dt>{t('operator.session-started')}</dt>
          <dd>{formatDateTime(session.createdAt)}</dd>
          <dt>{t('operator.session-idle-expiry')}</dt>
          <dd>{formatDateTime(session.idleExpiresAt)}</dd>
          <dt>{t('operator.session-absolute-expiry')}</dt>
          <dd>{formatDateTime(session.absoluteExpiresAt)}</dd>
        </dl>
      ) : (
        <LoadingPlaceholder variant="lines" label={t('operator.loading')} />
      )}
    </section>
  );
}
