import { useEffect, useRef, type ReactNode } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { TIMINGS, type ModalSize } from '@kaista/domain/shared/constants';
import { classNames } from '../class-names';
import { CloseIcon } from '../icons/icons';
import styles from './modal.module.css';

export type ModalVariant = 'light' | 'dark';

/** Escape, an overlay click and the close button close the modal only when it is closable (spec §2). */
type Closing = { isClosable?: true; closeLabel: string } | { isClosable: false; closeLabel?: never };

export type ModalProps = Closing & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  children: ReactNode;
  /** Actions, usually buttons, at the bottom of the dialog. */
  footer?: ReactNode;
  size?: ModalSize;
  variant?: ModalVariant;
  role?: 'dialog' | 'alertdialog';
};

export function Modal({
  isOpen,
  onOpenChange,
  title,
  children,
  footer,
  size = 'medium',
  variant = 'light',
  role = 'dialog',
  isClosable = true,
  closeLabel,
}: ModalProps) {
  // The second press of a double click that opened it lands on the overlay: that press does not close it.
  const openedAt = useRef(0);
  useEffect(() => {
    if (isOpen) openedAt.current = Date.now();
  }, [isOpen]);
  // data-modal-overlay: while it is on the page, the notices stand above the overlay (notification-area.module.css).
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isClosable}
      shouldCloseOnInteractOutside={() => Date.now() - openedAt.current > TIMINGS.doublePressMs}
      isKeyboardDismissDisabled={!isClosable}
      className={styles.overlay}
      data-modal-overlay
    >
      <AriaModal className={classNames(styles.modal, styles[size], styles[variant])}>
        <Dialog role={role} className={styles.dialog}>
          <header className={styles.header}>
            <Heading slot="title" className={styles.title}>
              {title}
            </Heading>
            {isClosable ? (
              <button
                type="button"
                className={styles.close}
                aria-label={closeLabel}
                onClick={() => onOpenChange(false)}
              >
                <CloseIcon />
              </button>
            ) : null}
          </header>
          <div className={styles.body}>{children}</div>
          {footer ? <footer className={styles.footer}>{footer}</footer> : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
