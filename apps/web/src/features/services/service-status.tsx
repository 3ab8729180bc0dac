import type { ServiceStatus, SuspensionKind } from '@kaista/domain/services';
import { useTranslation } from 'react-i18next';
import styles from './services.module.css';

const TONE: Record<ServiceStatus, string> = {
  NEW: 'info',
  ACTIVE: 'success',
  BARRED: 'warning',
  BARREDBYDNA: 'warning',
  CANCELLED: 'muted',
  TERMINATED: 'muted',
};

/** A service's §4 status in words, with its suspension kind when it is suspended. */
export function ServiceStatusChip({
  status,
  suspensionKind,
}: {
  status: ServiceStatus;
  suspensionKind: SuspensionKind | null;
}) {
  const { t } = useTranslation();
  return (
    <span className={styles.chip} data-tone={TONE[status]}>
      {t(`services.status.${status}`)}
      {suspensionKind ? ` (${t(`services.suspension.${suspensionKind}`)})` : ''}
    </span>
  );
}
