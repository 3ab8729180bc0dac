import type { ReactNode } from 'react';
import styles from './row-actions.module.css';

/**
 * The buttons of a table row, each label on one line. A table gives its last column only the width its content
 * cannot do without, so buttons allowed to wrap there stack one per line: on a wide screen (1200 px) they stay
 * side by side. Narrower, they wrap rather than push the table past the page; on a phone, where a row is a
 * block of labelled lines, their labels may wrap too.
 */
export function RowActions({ children }: { children: ReactNode }) {
  return <span className={styles.actions}>{children}</span>;
}
