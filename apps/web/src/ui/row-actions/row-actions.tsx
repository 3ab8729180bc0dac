import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './row-actions.module.css';

/**
 * The buttons of a table row, each label on one line. A table gives its last column only the width its content
 * cannot do without, so buttons allowed to wrap there stack one per line: on a wide screen (1200 px) they stay
 * side by side, unless the table's other columns leave them no room (`wraps`). Narrower, they wrap rather than
 * push the table past the page; in a stacked table (a phone's, or one whose columns do not fit), where a row is
 * a block of labelled lines, their labels may wrap too.
 */
export function RowActions({ children, wraps = false }: { children: ReactNode; wraps?: boolean }) {
  return <span className={classNames(styles.actions, wraps && styles.wraps)}>{children}</span>;
}
