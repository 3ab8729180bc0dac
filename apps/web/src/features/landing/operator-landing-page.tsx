import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/session/use-session-user';
import styles from './landing.module.css';

/** §2 /0: the operator staff's landing; company search arrives with the operator tools. */
export function OperatorLandingPage() {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  return (
    <section className={styles.landing} aria-labelledby="landing-title">
      <h1 id="landing-title">{t('landing.operator-title')}</h1>
      <p className={styles.greeting}>{t('home.greeting', { name: user.firstName || user.name })}</p>
      <p className={styles.note}>{t('landing.operator-note')}</p>
    </section>
  );
}
