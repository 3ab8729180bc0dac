import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../../ui/icons/icons';
import styles from './header.module.css';

type Props = { isOpen: boolean; controls: string; onToggle: () => void };

/** §2 mobile menu toggle, shown below the navigation collapse width. */
export function MenuToggle({ isOpen, controls, onToggle }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={isOpen}
      aria-controls={controls}
      aria-label={t(isOpen ? 'nav.close-menu' : 'nav.open-menu')}
      onClick={onToggle}
    >
      {isOpen ? (
        <CloseIcon />
      ) : (
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.toggleIcon}>
          <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
        </svg>
      )}
    </button>
  );
}
