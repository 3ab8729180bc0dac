import type { CsvCharset, ExportFormat } from '@kaista/domain/shared/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../lib/api/save-file';
import { showErrorNotice, showTransportNotice } from '../../lib/http/error-notice';
import { HttpError } from '../../lib/http/http-error';
import { Button } from '../../ui';
import styles from './invoicing.module.css';

export interface ExportChoice {
  format: ExportFormat;
  charset: CsvCharset;
}

const CHOICES = [
  { key: 'xlsx', format: 'xlsx', charset: 'utf-8' },
  { key: 'csv', format: 'csv', charset: 'utf-8' },
  { key: 'csv-latin1', format: 'csv', charset: 'latin1' },
] as const;

/**
 * Downloads as XLSX, CSV or the Latin-1 CSV of §3 (the server streams the file); the button pressed shows the
 * wait. `label` names the group for a screen reader (the list, or one invoice's lines).
 */
export function InvoiceExport({
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
          loadingLabel={t('invoicing.export.loading')}
          onPress={() => void save(choice)}
        >
          {t(`invoicing.export.${choice.key}`)}
        </Button>
      ))}
    </div>
  );
}
