import { formatServiceNumber, SUSPENSION_KINDS, type SuspensionKind } from '@kaista/domain/services';
import { isOperatorStaff } from '@kaista/domain/shared/roles';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSessionUser } from '../../lib/session/use-session-user';
import { Button, Dropdown } from '../../ui';
import { ActionError } from './action-error';
import type { ActionPanelProps } from './action-panel-props';
import { useLifecycle } from './services-queries';
import { SuspendConfirm } from './suspend-confirm';
import styles from './services.module.css';

/**
 * §4 suspend with its kind; the operator's kinds are offered to operator staff only. Asked first, naming the
 * service: it cannot be used until it is resumed.
 */
export function SuspendAction({ companyId, service }: ActionPanelProps) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const staff = isOperatorStaff(user);
  const kinds = SUSPENSION_KINDS.filter((kind) => staff || kind === 'customerSuspend');
  const [kind, setKind] = useState<SuspensionKind>('customerSuspend');
  const lifecycle = useLifecycle(companyId, service);
  const [isAsking, setAsking] = useState(false);
  return (
    <form
      className={styles.actionForm}
      onSubmit={(event) => {
        event.preventDefault();
        setAsking(true);
      }}
    >
      <SuspendConfirm
        what={formatServiceNumber(service.number)}
        count={1}
        isOpen={isAsking}
        onOpenChange={setAsking}
        isPending={lifecycle.isPending}
        onConfirm={() =>
          lifecycle.mutate({ action: 'suspend', suspensionKind: kind }, { onSettled: () => setAsking(false) })
        }
      />
      {kinds.length > 1 ? (
        <Dropdown
          label={t('services.suspension.label')}
          options={kinds.map((id) => ({ id, label: t(`services.suspension.${id}`) }))}
          value={kind}
          onChange={(value) => setKind((value ?? 'customerSuspend') as SuspensionKind)}
        />
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" variant="secondary" isLoading={lifecycle.isPending}>
          {t('services.action.suspend')}
        </Button>
      </div>
      <ActionError error={lifecycle.error} />
    </form>
  );
}
