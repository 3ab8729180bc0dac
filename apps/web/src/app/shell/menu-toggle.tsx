import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { CloseIcon, MenuIcon } from '../../ui/icons/icons';
import styles from './header.module.css';

type Props = {
  isOpen: boolean;
  controls: string;
  onToggle: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  ref?: Ref<HTMLButtonElement>;
};

/** §2 mobile menu toggle, shown below the navigation collapse width. */
export function MenuToggle({ isOpen, controls, onToggle, onKeyDown, ref }: Props) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type="button"
      className={styles.toggle}
      aria-expanded={isOpen}
      aria-controls={controls}
      aria-label={t(isOpen ? 'shell.nav.close-menu' : 'shell.nav.open-menu')}
      onClick={onToggle}
      onKeyDown={onKeyDown}
    >
      {isOpen ? <CloseIcon /> : <MenuIcon className={styles.toggleIcon} />}
    </button>
  );
}
