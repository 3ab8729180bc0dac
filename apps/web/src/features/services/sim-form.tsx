import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, Notification, TextField } from '../../ui';
import { ActionError, actionFieldError } from './action-error';
import type { ActionPanelProps } from './action-panel-props';
import { checkIccid } from './iccid-check';
import { useSimChange } from './services-queries';
import styles from './services.module.css';

/** §4 activate SIM and replace SIM: the new SIM card's ICCID, checked before it is sent. */
function SimForm({ companyId, service, replace }: ActionPanelProps & { replace: boolean }) {
  const { t } = useTranslation();
  const [iccid, setIccid] = useState('');
  const [checkError, setCheckError] = useState<string>();
  const activate = useSimChange(companyId, service, replace);
  const fieldError = checkError ?? actionFieldError(activate.error, 'iccid');
  return (
    <form
      className={styles.actionForm}
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkIccid(iccid);
        setCheckError(checked.ok ? undefined : checked.error);
        if (checked.ok) activate.mutate(checked.iccid);
      }}
    >
      <TextField
        label={t('services.field.iccid')}
        value={iccid}
        onChange={setIccid}
        isRequired
        inputMode="numeric"
        errorMessage={fieldError ? t(fieldError) : undefined}
        description={replace ? t('services.replace-sim.help') : undefined}
      />
      <div className={styles.buttons}>
        <Button type="submit" variant={replace ? 'secondary' : 'primary'} isLoading={activate.isPending}>
          {t(replace ? 'services.action.replace-sim' : 'services.action.activate-sim')}
        </Button>
      </div>
      {activate.isSuccess && replace ? (
        <Notification type="success">{t('services.replace-sim.done')}</Notification>
      ) : null}
      {fieldError ? null : <ActionError error={activate.error} />}
    </form>
  );
}

export const ActivateSim = (props: ActionPanelProps) => <SimForm {...props} replace={false} />;
export const ReplaceSim = (props: ActionPanelProps) => <SimForm {...props} replace />;
