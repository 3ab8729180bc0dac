import { Link, type LinkProps } from 'react-router';
import styles from './primary-link.module.css';

/** A link to a page's main next step (a new item, on to the next step), drawn as the primary button. */
export function PrimaryLink(props: Omit<LinkProps, 'className'>) {
  return <Link className={styles.primaryLink} {...props} />;
}
