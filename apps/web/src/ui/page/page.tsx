import type { ReactNode } from 'react';
import { classNames } from '../class-names';
import styles from './page.module.css';

export interface PageProps {
  /** The id of the page's heading (see PageHeader). */
  labelledBy?: string;
  /** article for one object (a ticket), section for everything else. */
  as?: 'section' | 'article';
  className?: string;
  children: ReactNode;
}

/** The column of a content page, named by its heading. */
export function Page({ labelledBy, as: Element = 'section', className, children }: PageProps) {
  return (
    <Element className={classNames(styles.page, className)} aria-labelledby={labelledBy}>
      {children}
    </Element>
  );
}
