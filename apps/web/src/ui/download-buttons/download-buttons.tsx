import type { CsvCharset, ExportFormat } from '@kaista/domain/shared/enums';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { saveFile } from '../../lib/api/save-file';
import { showErrorNotice, showTransportNotice } from '../../lib/http/error-notice';
import { HttpError } from '../../lib/http/http-error';
import { Button } from '../button/button';
import styles from './download-buttons.module.css';

export interface DownloadChoice {
  format: ExportFormat;
  charset: CsvCharset;
}

export interface DownloadButtonsProps {
  /** Names the group for a screen reader (the list, one invoice's lines, a report). */
  label: string;
  fileName: string;
  /** The area's texts: `<textPrefix>.xlsx`, `.csv`, `.csv-latin1` and `.loading`. */
  textPrefix: string;
  download: (choice: DownloadChoice) => Promise<Blob>;
}

const CHOICES = [
  { key: 'xlsx', format: 'xlsx', charset: 'utf-8' },
  { key: 'csv', format: 'csv', charset: 'utf-8' },
  { key: 'csv-latin1', format: 'csv', charset: 'latin1' },
] as const;

/** Downloads as XLSX, CSV or the Latin-1 CSV of §3 (the server writes the file); the button pressed shows the wait. */
export function DownloadButtons({ label, fileName, textPrefix, download }: DownloadButtonsProps) {
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
    <div className={styles.downloads} role="group" aria-label={label}>
      {CHOICES.map((choice) => (
        <Button
          key={choice.key}
          variant="secondary"
          size="small"
          isLoading={loading === choice.key}
          loadingLabel={t(`${textPrefix}.loading`)}
          onPress={() => void save(choice)}
        >
          {t(`${textPrefix}.${choice.key}`)}
        </Button>
      ))}
    </div>
  );
}
