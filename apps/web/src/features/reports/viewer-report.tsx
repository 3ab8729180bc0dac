import type { ReportCatalogue } from '@kaista/domain/reports';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ExternalLinkIcon } from '../../ui';
import styles from './reports.module.css';

/**
 * A §3 viewer report (Tableau v2, v3): embedded from the address the deployment configured, with a link to
 * open it on its own; without an address, a word on why it is not there and whom to ask.
 */
export function ViewerReport({ entry }: { entry: ReportCatalogue['reports'][number] }) {
  const { t } = useTranslation();
  const title = t(`reports.title.${entry.id}`);
  const titleId = `report-${entry.id}`;
  return (
    <section aria-labelledby={titleId} className={styles.reportBody}>
      <h2 id={titleId} className={styles.reportTitle}>
        {title}
      </h2>
      {entry.url ? (
        <>
          <p className={styles.description}>
            <a className={styles.link} href={entry.url} target="_blank" rel="noopener noreferrer">
              {t('reports.viewer.open')}
              <ExternalLinkIcon />
            </a>
          </p>
          <iframe
            className={styles.viewer}
            title={title}
            src={entry.url}
            sandbox="allow-scripts allow-same-origin allow-popups allow-forms allow-downloads"
            referrerPolicy="no-referrer"
          />
        </>
      ) : (
        <div className={styles.notConfigured} role="note">
          <p>{t('reports.viewer.not-configured', { kind: t(`reports.kind.${entry.kind}`) })}</p>
          <p>{t('reports.viewer.ask')}</p>
        </div>
      )}
    </section>
  );
}
