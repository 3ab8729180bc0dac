import { describeUserAgent, type ActiveSession } from '@kaista/domain/session';
import { formatDateTime } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { passwordChangePath } from '../../lib/session/auth-paths';
import { Button, DoneNotice, LoadingPlaceholder, Page, PageHeader } from '../../ui';
import { activeSessionsQuery, useEndOtherSessions } from './session-queries';
import styles from './sessions.module.css';

/** "Chrome 131, Windows" where the browser says so plainly, else what it sent. */
function useDeviceName() {
  const { t } = useTranslation();
  return (userAgent: string | null) => {
    if (!userAgent) return t('account.unknown-browser');
    const { browser, system } = describeUserAgent(userAgent);
    if (browser && system) return t('account.device', { browser, system });
    return browser ?? system ?? userAgent;
  };
}

function SessionItem({ session }: { session: ActiveSession }) {
  const { t } = useTranslation();
  const deviceName = useDeviceName();
  return (
    <li className={styles.item}>
      <p className={styles.agent}>
        {deviceName(session.userAgent)}
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

/** The user's own live sessions, this one first, with a way to end the others (a lost phone, a shared computer). */
export function SessionsPage() {
  const { t, i18n } = useTranslation();
  const sessions = useQuery(activeSessionsQuery).data;
  const endOthers = useEndOtherSessions();
  const others = sessions?.filter((session) => !session.current).length ?? 0;
  // The button goes once nothing is left to end: the notice of what was done takes the focus.
  const [ended, setEnded] = useState<number | null>(null);
  const thisFirst = sessions && [...sessions].sort((a, b) => Number(b.current) - Number(a.current));

  return (
    <Page labelledBy="sessions-title">
      <PageHeader
        id="sessions-title"
        title={t('account.sessions-title')}
        intro={t('account.sessions-help')}
      />
      {ended !== null ? <DoneNotice>{t('account.ended-others', { count: ended })}</DoneNotice> : null}
      {thisFirst ? (
        <ul className={styles.list}>
          {thisFirst.map((session, index) => (
            <SessionItem key={`${session.createdAt}-${index}`} session={session} />
          ))}
        </ul>
      ) : (
        <LoadingPlaceholder variant="lines" label={t('account.loading')} />
      )}
      {sessions && others === 0 ? (
        <p className={styles.facts}>{t('account.only-this')}</p>
      ) : (
        <div>
          <Button
            isDisabled={!sessions || endOthers.isPending}
            onPress={() => endOthers.mutate(undefined, { onSuccess: () => setEnded(others) })}
          >
            {t('account.end-others')}
          </Button>
        </div>
      )}
      <p className={styles.facts}>
        <a href={passwordChangePath(i18n.language)}>{t('account.change-password')}</a>{' '}
        {t('account.change-password-help')}
      </p>
    </Page>
  );
}
