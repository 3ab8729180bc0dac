import type { ActiveSession } from '@kaista/domain/session';
import { formatDateTime } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, LoadingPlaceholder } from '../../ui';
import { activeSessionsQuery, useEndOtherSessions } from './session-queries';
import styles from './sessions.module.css';

function SessionItem({ session }: { session: ActiveSession }) {
  const { t } = useTranslation();
  return (
    <li className={styles.item}>
      <p className={styles.agent}>
        {session.userAgent ?? t('account.unknown-browser')}
        {session.current ? <span className={styles.current}>{t('account.this-session')}</span> : null}
      </p>
      <p className={styles.facts}>
        {t('account.session-facts', {
          created: formatDateTime(session.createdAt),
          active: formatDateTime(session.lastActiveAt),
          address: session.address ?? t('account.unknown-address'),
        })}
      </p>
    </li>
  );
}

/** The user's own live sessions, with a way to end all but this one (a lost phone, a shared computer). */
export function SessionsPage() {
  const { t } = useTranslation();
  const sessions = useQuery(activeSessionsQuery).data;
  const endOthers = useEndOtherSessions();
  const others = sessions?.filter((session) => !session.current).length ?? 0;
  return (
    <section className={styles.page} aria-labelledby="sessions-title">
      <h1 id="sessions-title">{t('account.sessions-title')}</h1>
      <p>{t('account.sessions-help')}</p>
      {sessions ? (
        <ul className={styles.list}>
          {sessions.map((session, index) => (
            <SessionItem key={`${session.createdAt}-${index}`} session={session} />
          ))}
        </ul>
      ) : (
        <LoadingPlaceholder variant="lines" label={t('account.loading')} />
      )}
      <div>
        <Button isDisabled={others === 0 || endOthers.isPending} onPress={() => endOthers.mutate()}>
          {t('account.end-others')}
        </Button>
      </div>
    </section>
  );
}
