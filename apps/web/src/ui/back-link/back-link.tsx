import { Link, type LinkProps } from 'react-router';
import styles from './back-link.module.css';

export interface BackLinkProps extends Omit<LinkProps, 'className' | 'children'> {
  /** Where it leads, e.g. "Back to invoices". */
  children: string;
}

/**
 * The way from a page back to the list or page it was opened from, drawn the same on every page: above the
 * page's title, with an arrow that screen readers skip, and left off paper, where it leads nowhere.
 */
export function BackLink({ children, ...link }: BackLinkProps) {
  return (
    <Link className={styles.backLink} {...link}>
      <span aria-hidden="true">← </span>
      {children}
    </Link>
  );
}
