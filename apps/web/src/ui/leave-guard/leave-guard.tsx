import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

/**
 * Asks before the user leaves a form with what they wrote unsent: a link, a menu or Back to another page. A
 * form leaves by itself only once it was sent, and then replaces its address (so Back leads past it), so a
 * replace passes; closing or reloading the tab gets the browser's own question.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      when && historyAction !== 'REPLACE' && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [when]);
  return (
    <ConfirmDialog
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(isOpen) => {
        if (!isOpen) blocker.reset?.();
      }}
      title={t('common.leave-unsent.title')}
      confirmLabel={t('common.leave-unsent.leave')}
      onConfirm={() => blocker.proceed?.()}
    >
      {t('common.leave-unsent.body')}
    </ConfirmDialog>
  );
}
