import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  /** What will happen, in words the user recognises (the object's name). */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
}

/**
 * The one question before an action that cannot be undone (a delete): an alert dialog whose cancel is as easy
 * as its confirm, and which keeps focus inside until answered.
 */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  onConfirm,
  isPending = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role="alertdialog"
      size="small"
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('common.cancel')}
          </Button>
          <Button isLoading={isPending} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
