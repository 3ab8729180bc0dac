import type { ReactNode } from 'react';
import styles from './page.module.css';

export interface PageHeaderProps {
  /** The heading's id, for the page's aria-labelledby. */
  id: string;
  title: ReactNode;
  /** A line under the title that says what the page is for. */
  intro?: ReactNode;
  /** Links or buttons at the end of the title row, e.g. "New support request". */
  actions?: ReactNode;
}

/** The title row of a page: its one h1, an optional intro and the page's own actions beside it. */
export function PageHeader({ id, title, intro, actions }: PageHeaderProps) {
  return (
    <header className={styles.header}>
      <div className={styles.heading}>
        <h1 id={id}>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
