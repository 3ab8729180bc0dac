import type { CompanyUser } from '@kaista/domain/users';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { HttpError } from '../../lib/http/http-error';
import { notify } from '../../lib/notifications/notification-store';
import { Button, ConfirmDialog, Notification } from '../../ui';

/**
 * Removal of a user after a confirmation; a refusal (the last administrator, oneself) or a change made
 * meanwhile (412: reload and look again) is said in the dialog.
 */
export function RemoveUserButton({
  user,
  onRemove,
}: {
  user: CompanyUser;
  onRemove: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [refused, setRefused] = useState<'illegal-state' | 'changed-meanwhile' | null>(null);
  const name = `${user.firstName} ${user.lastName}`;

  const remove = async () => {
    setBusy(true);
    try {
      await onRemove();
      notify({ text: t('users.deleted', { name }), type: 'success' });
      await navigate('..', { relative: 'path', replace: true });
    } catch (error) {
      if (!(error instanceof HttpError) || (error.status !== 409 && error.status !== 412)) throw error;
      setRefused(error.status === 409 ? 'illegal-state' : 'changed-meanwhile');
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('users.delete')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('users.delete-confirm-title')}
        confirmLabel={t('users.delete')}
        isPending={isBusy}
        onConfirm={() => void remove()}
      >
        <p>{t('users.delete-confirm', { name })}</p>
        {refused ? (
          <Notification type={refused === 'illegal-state' ? 'error' : 'warning'}>
            {t(`users.${refused}`)}
          </Notification>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
