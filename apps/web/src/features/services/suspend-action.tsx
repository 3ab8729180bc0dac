import { SUSPENSION_KINDS, type SuspensionKind } from '@kaista/domain/services';
import { isOperatorStaff } from '@kaista/domain/shared/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/session/use-session-user';
import { Button, Dropdown } from '../../ui';
import { ActionError } from './action-error';
import type { ActionPanelProps } from './action-panel-props';
import { useLifecycle } from './services-queries';
import styles from './services.module.css';

/** §4 suspend with its kind; the operator's kinds are offered to operator staff only. */
export function SuspendAction({ companyId, service }: ActionPanelProps) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const staff = isOperatorStaff(user);
  const kinds = SUSPENSION_KINDS.filter((kind) => staff || kind === 'customerSuspend');
  const [kind, setKind] = useState<SuspensionKind>('customerSuspend');
  const lifecycle = useLifecycle(companyId, service);
  return (
    <form
      className={styles.actionForm}
      onSubmit={(event) => {
        event.preventDefault();
        lifecycle.mutate({ action: 'suspend', suspensionKind: kind });
      }}
    >
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
