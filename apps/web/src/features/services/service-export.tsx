import { serviceCalls } from '@kaista/domain/services';
import type { ExportFormat } from '@kaista/domain/shared/enums';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { fetchFile } from '../../lib/api/fetch-file';
import { saveFile } from '../../lib/api/save-file';
import { showErrorNotice, showTransportNotice } from '../../lib/http/error-notice';
import { HttpError } from '../../lib/http/http-error';
import { Button } from '../../ui';
import type { ServiceListState } from './services-queries';
import styles from './services.module.css';

/** The list as filtered and ordered now, as CSV or XLSX (the server streams it); the button shows the wait. */
export function ServiceExport({ companyId, params }: { companyId: string; params: ServiceListState }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setLoading(format);
    try {
      const { offset: _offset, pageSize: _pageSize, ...query } = params;
      const blob = await fetchFile(serviceCalls.export, {
        params: { id: companyId },
        query: { ...query, format },
      });
      saveFile(blob, `services-${companyId}.${format}`);
    } catch (error) {
      if (error instanceof HttpError) showErrorNotice(error);
      else showTransportNotice();
    } finally {
      setLoading(null);
    }
  };
  return (
    <div className={styles.buttons} role="group" aria-label={t('services.export.label')}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          size="small"
          isLoading={loading === format}
          loadingLabel={t('services.export.loading')}
          onPress={() => void download(format)}
        >
          {t(`services.export.${format}`)}
        </Button>
      ))}
    </div>
  );
}
