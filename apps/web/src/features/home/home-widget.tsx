import type { HomeSummary } from '@kaista/domain/dashboard';
import type { ReactNode } from 'react';
import styles from './home-widgets.module.css';

/** The summary's parts as the widgets take them: the grid shows a widget only when its part is there. */
export type SummaryParts = { [K in keyof HomeSummary]: NonNullable<HomeSummary[K]> };

/** A widget's section and heading; `busy` while it stands as a frame for figures still loading. */
export function Widget({
  id,
  title,
  children,
  more,
  busy,
}: {
  id: string;
  title: string;
  children: ReactNode;
  more?: ReactNode;
  busy?: boolean;
}) {
  return (
    <section className={styles.widget} aria-labelledby={`home-widget-${id}`} aria-busy={busy || undefined}>
      <h2 id={`home-widget-${id}`} className={styles.title}>
        {title}
      </h2>
      {children}
      {more ? <p className={styles.more}>{more}</p> : null}
    </section>
  );
}
