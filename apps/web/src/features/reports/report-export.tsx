import type { CsvCharset, ExportFormat } from '@kaista/domain/shared/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/api/save-file';
import { showErrorNotice, showTransportNotice } from '../../lib/http/error-notice';
import { HttpError } from '../../lib/http/http-error';
import { Button } from '../../ui';
import styles from './reports.module.css';

export interface ExportChoice {
  format: ExportFormat;
  charset: CsvCharset;
}

const CHOICES = [
  { key: 'xlsx', format: 'xlsx', charset: 'utf-8' },
  { key: 'csv', format: 'csv', charset: 'utf-8' },
  { key: 'csv-latin1', format: 'csv', charset: 'latin1' },
] as const;

/** The report as XLSX, CSV or the Latin-1 CSV of §3 (the server writes the file); the button pressed shows the wait. */
export function ReportExport({
  label,
  fileName,
  download,
}: {
  label: string;
  fileName: string;
  download: (choice: ExportChoice) => Promise<Blob>;
}) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState<string | null>(null);
  const save = async (choice: (typeof CHOICES)[number]) => {
    setLoading(choice.key);
    try {
      const blob = await download({ format: choice.format, charset: choice.charset });
      saveFile(blob, `${fileName}${choice.charset === 'latin1' ? '-latin1' : ''}.${choice.format}`);
    } catch (error) {
      if (error instanceof HttpError) showErrorNotice(error);
      else showTransportNotice();
    } finally {
      setLoading(null);
    }
  };
  return (
    <div className={styles.exports} role="group" aria-label={label}>
      {CHOICES.map((choice) => (
        <Button
          key={choice.key}
          variant="secondary"
          size="small"
          isLoading={loading === choice.key}
          loadingLabel={t('reports.export.loading')}
          onPress={() => void save(choice)}
        >
          {t(`reports.export.${choice.key}`)}
        </Button>
      ))}
    </div>
  );
}
