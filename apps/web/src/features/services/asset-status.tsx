import type { AssetStatus } from '@kaista/domain/services';
import { useTranslation } from 'react-i18next';
import styles from './services.module.css';

const TONE: Record<AssetStatus, string> = {
  NEW: 'info',
  'IN USE': 'success',
  REPAIR: 'warning',
  'NOT IN USE': 'muted',
  EXTENDED: 'success',
};

/** The §4 asset status in words, as a chip. */
export function AssetStatusChip({ status }: { status: AssetStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.chip} data-tone={TONE[status]}>
      {t(`services.asset.status.${status}`)}
    </span>
  );
}
