import { defaultCompanyChoices } from '@kaista/domain/session';
import { TIMINGS } from '@kaista/domain/shared/constants';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { i18n } from '../../lib/i18n/i18n';
import { notify } from '../../lib/notifications/notification-store';
import { useUpdateProfile } from '../../lib/session/profile-update';
import { useSessionUser } from '../../lib/session/use-session-user';
import { Button, Modal, Notification, RadioGroup } from '../../ui';
import { HttpError } from '../../lib/http/http-error';

type Props = { isOpen: boolean; onClose: () => void };

/** §2 change-default-company modal: the user's other companies; confirm only with one chosen. */
export function DefaultCompanyModal({ isOpen, onClose }: Props) {
  const { t } = useTranslation();
  const { user, profile } = useSessionUser();
  const update = useUpdateProfile({ tellsFieldErrors: true });
  const [choice, setChoice] = useState<string | null>(null);
  const options = defaultCompanyChoices(user.organizations, profile.defaultCompany?.uid ?? null).map(
    (org) => ({ value: org.uid, label: org.name }),
  );

  // A company the user no longer belongs to (their membership ended meanwhile) is told in the dialog; any
  // other failure has shown its notice.
  const refusal = update.error instanceof HttpError ? update.error.fieldErrors['defaultCompany'] : undefined;

  const close = () => {
    update.reset();
    setChoice(null);
    onClose();
  };

  const confirm = () => {
    if (!choice) return;
    update.mutate(
      { defaultCompany: { uid: choice } },
      {
        onSuccess: () => {
          notify({
            text: i18n.t('shell.defaultCompany.changed'),
            type: 'success',
            duration: TIMINGS.defaultCompanyChangedMs,
          });
          close();
        },
      },
    );
  };

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      title={t('shell.defaultCompany.title')}
      closeLabel={t('common.close')}
      size="small"
      footer={
        <>
          <Button variant="secondary" onPress={close}>
            {t('common.cancel')}
          </Button>
          <Button onPress={confirm} isDisabled={!choice} isLoading={update.isPending}>
            {t('common.confirm')}
          </Button>
        </>
      }
    >
      {refusal ? <Notification type="error">{t(refusal)}</Notification> : null}
      {profile.defaultCompany ? (
        <p>{t('shell.defaultCompany.current', { name: profile.defaultCompany.name })}</p>
      ) : null}
      <RadioGroup
        label={t('shell.defaultCompany.choose')}
        options={options}
        value={choice}
        onChange={setChoice}
      />
    </Modal>
  );
}
