import { ASSET_STATUS_NAMES, type AssetStatus } from '@kaista/domain/services';
import { useCodeName } from '../../lib/i18n/use-code-name';
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
  const statusName = useCodeName(ASSET_STATUS_NAMES);
  return (
    <span className={styles.chip} data-tone={TONE[status]}>
      {statusName(status)}
    </span>
  );
}
