import { VisuallyHidden } from '../visually-hidden';
import styles from './link-tiles.module.css';

/**
 * A quiet mark after a link's name for a page that is not available yet. It is text, not only colour;
 * assistive technology reads it in brackets, apart from the name: "Invoices (coming soon)".
 */
export function ComingMark({ label }: { label: string }) {
  return (
    <>
      {' '}
      <span className={styles.coming} aria-hidden="true">
        {label}
      </span>
      <VisuallyHidden>{`(${label})`}</VisuallyHidden>
    </>
  );
}
