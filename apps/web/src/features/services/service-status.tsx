import { SERVICE_STATUS_NAMES, type ServiceStatus, type SuspensionKind } from '@kaista/domain/services';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCodeName } from '../../lib/i18n/use-code-name';
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
  const statusName = useCodeName(SERVICE_STATUS_NAMES);
  return (
    <span className={styles.chip} data-tone={TONE[status]}>
      {statusName(status)}
      {suspensionKind ? ` (${t(`services.suspension.${suspensionKind}`)})` : ''}
    </span>
  );
}
