import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for assistive technology only, e.g. the meaning of a highlight dot. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className={styles.visuallyHidden}>{children}</span>;
}
