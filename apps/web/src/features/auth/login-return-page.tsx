import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { startLogin } from '../../lib/session/login';
import { forgetLoginReturn, loginStateMatches } from '../../lib/session/session-storage';
import { Button } from '../../ui';
import { completeLogin } from './complete-login';
import styles from './login-return-page.module.css';

/** /oauth checks the state it sent to the login; /defaultreturn is a login that started without one. */
export function LoginReturnPage({ checkState }: { checkState: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const stateValid = !checkState || loginStateMatches(params.get('state'));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!stateValid) return;
    const controller = new AbortController();
    completeLogin(queryClient, controller.signal).then(
      (destination) => {
        if (controller.signal.aborted) return;
        forgetLoginReturn();
        void navigate(destination, { replace: true });
      },
      () => setFailed(true),
    );
    return () => controller.abort();
  }, [stateValid, queryClient, navigate]);

  if (stateValid && !failed) {
    return (
      <main className={styles.page} aria-busy="true">
        <p role="status">{t('auth.completing')}</p>
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <h1>{t('auth.failed-title')}</h1>
      <p>{t(stateValid ? 'auth.failed-text' : 'auth.state-mismatch')}</p>
      <Button onPress={startLogin}>{t('auth.login-again')}</Button>
    </main>
  );
}
