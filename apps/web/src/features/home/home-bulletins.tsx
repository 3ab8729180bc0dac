import { bulletinCalls } from '@kaista/domain/bulletins';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { queryApi } from '../../lib/api/call-api';
import { currentLanguage } from '../../lib/i18n/language';
import { SanitizedHtml } from '../../ui';
import styles from './home-page.module.css';

/**
 * The operator's bulletins in force for the company, in the user's language where translated (so the language
 * is in the key); home waits for them to lay itself out once.
 */
export function useHomeBulletins(companyId: string) {
  return useQuery({
    queryKey: ['home', companyId, 'bulletins', currentLanguage()],
    queryFn: ({ signal }) => queryApi(bulletinCalls.current, { params: { id: companyId } }, signal),
    staleTime: 60_000,
  });
}

/** The operator's bulletins in force for the company (sanitised by the server and again here, §9). */
export function HomeBulletins({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const bulletins = useHomeBulletins(companyId);
  if (!bulletins.data?.length) return null;
  return (
    <section className={styles.bulletins} aria-labelledby="home-bulletins">
      <h2 id="home-bulletins" className={styles.subtitle}>
        {t('home.bulletins')}
      </h2>
      <ul className={styles.bulletinList}>
        {bulletins.data.map((bulletin) => (
          <li key={bulletin.id} className={styles.bulletin}>
            {/* A bulletin not translated to the user's language is read out in Finnish, its own. */}
            <article aria-labelledby={`bulletin-${bulletin.id}`} lang={bulletin.language}>
              <h3 id={`bulletin-${bulletin.id}`}>{bulletin.title}</h3>
              <SanitizedHtml html={bulletin.bodyHtml} />
              <p className={styles.validity}>
                {bulletin.validUntil
                  ? t('home.bulletin-valid-until', { date: formatDate(bulletin.validUntil) })
                  : t('home.bulletin-since', { date: formatDate(bulletin.validFrom) })}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
