import type { ExportFormat } from '@kaista/domain/shared/enums';
import { userCalls } from '@kaista/domain/users';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { fetchFile } from '../../lib/api/fetch-file';
import { saveFile } from '../../lib/api/save-file';
import { Button } from '../../ui';
import styles from '../../ui/page/page-parts.module.css';

/**
 * The access review for the quarterly check auditors ask for: every user of the company with roles,
 * permissions and what they reach, as CSV or XLSX (the server streams it).
 */
export function AccessReviewExport({ companyId }: { companyId: string }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setLoading(format);
    try {
      const blob = await fetchFile(userCalls.accessReview, { params: { id: companyId }, query: { format } });
      saveFile(blob, `access-review-${companyId}.${format}`);
    } finally {
      setLoading(null);
    }
  };
  return (
    <div className={styles.exportActions} role="group" aria-label={t('users.access-review')}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button
          key={format}
          variant="secondary"
          isLoading={loading === format}
          onPress={() => void download(format)}
        >
          {t(`users.export-${format}`)}
        </Button>
      ))}
    </div>
  );
}
