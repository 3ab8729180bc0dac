import { DOCUMENT_CATEGORY_NAMES } from '@kaista/domain/documents';
import { EXPIRING_DOCUMENT_DAYS } from '@kaista/domain/dashboard';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { Widget, type SummaryParts } from './home-widget';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './home-widgets.module.css';

/** Whole days from `today` to `day` (both 'YYYY-MM-DD'). */
const daysBetween = (today: string, day: string) =>
  Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);

/** Contracts and price lists whose validity ends within EXPIRING_DOCUMENT_DAYS, the soonest first. */
export function ExpiringDocumentsWidget({
  companyId,
  today,
  documents,
}: {
  companyId: string;
  today: string;
  documents: SummaryParts['documents'];
}) {
  const { t } = useTranslation();
  const categoryName = useCodeName(DOCUMENT_CATEGORY_NAMES);
  const days = EXPIRING_DOCUMENT_DAYS;
  return (
    <Widget
      id="documents"
      title={t('home.expiring-documents')}
      more={<Link to={`/${companyId}/documents`}>{t('home.all-documents')}</Link>}
    >
      {documents.expiring === 0 ? (
        <p className={styles.quiet}>{t('home.no-expiring-documents', { days })}</p>
      ) : (
        <>
          <p className={styles.quiet}>{t('home.expiring-count', { count: documents.expiring, days })}</p>
          <ul className={styles.orders}>
            {documents.soonest.map((document) => {
              const left = daysBetween(today, document.validUntil);
              return (
                <li key={document.id} className={styles.order}>
                  <Link to={`/${companyId}/documents/${document.id}`}>{document.name}</Link>
                  <span>{categoryName(document.category)}</span>
                  <span className={styles.quiet}>
                    {t('home.document-ends', {
                      date: formatDate(document.validUntil),
                      when: left === 0 ? t('home.ends-today') : t('home.ends-in', { count: left }),
                    })}
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </Widget>
  );
}
