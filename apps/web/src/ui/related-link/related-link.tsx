import { Link, type LinkProps } from 'react-router';
import styles from './related-link.module.css';

/**
 * A link among a page header's actions to a page beside this one (the approval rules beside the order requests,
 * the powers of attorney beside the services): left off paper, where it leads nowhere.
 */
export function RelatedLink(props: Omit<LinkProps, 'className'>) {
  return <Link className={styles.relatedLink} {...props} />;
}
