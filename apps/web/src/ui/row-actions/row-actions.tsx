import type { ReactNode } from 'react';
import styles from './row-actions.module.css';

/**
 * The buttons of a table row, side by side: a table gives its last column only the width its content cannot
 * do without, so buttons allowed to wrap there stack one per line. On a phone, where a row is a block of
 * labelled lines, they wrap to the width they have.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className={styles.actions}>{children}</span>;
}
