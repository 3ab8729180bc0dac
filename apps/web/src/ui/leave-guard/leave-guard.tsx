import { useEffect, useId } from 'react';
import { useBlocker } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';

/**
 * The guards on the page with something unsent. A router consults only its latest blocker, so each guard's
 * blocker asks about all of them: a page of several forms (a ticket's answer, note and details) asks once.
 */
const unsent = new Set<string>();

/**
 * Asks before the user leaves a form with what they wrote unsent: a link, a menu or Back to another page. A
 * form leaves by itself only once it was sent, and then replaces its address (so Back leads past it), so a
 * replace passes; closing or reloading the tab gets the browser's own question.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      unsent.size > 0 && historyAction !== 'REPLACE' && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    unsent.add(id);
    window.addEventListener('beforeunload', ask);
    return () => {
      unsent.delete(id);
      window.removeEventListener('beforeunload', ask);
    };
  }, [when, id]);
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
