import type { ReactNode } from 'react';
import styles from './row-actions.module.css';

/**
 * The buttons of a table row, side by side: a table gives its last column only the width its content cannot
 * do without, so buttons allowed to wrap there stack one per line. On a phone, where a row is a block of
 * labelled lines, they wrap to the width they have. A label stays on one line on a wide screen for the same
 * reason: the column would otherwise shrink each button to its longest word.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className={styles.actions}>{children}</span>;
}
