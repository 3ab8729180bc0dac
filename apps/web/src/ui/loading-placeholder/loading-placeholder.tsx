import type { CSSProperties } from 'react';
import { classNames } from '../class-names';
import { VisuallyHidden } from '../visually-hidden';
import styles from './loading-placeholder.module.css';

export type LoadingPlaceholderVariant = 'lines' | 'block' | 'page';

export interface LoadingPlaceholderProps {
  /** Announced to assistive technology, e.g. "Loading invoices". */
  label: string;
  /** lines: text rows; block: one box (cards, charts); page: fills the viewport under the header. */
  variant?: LoadingPlaceholderVariant;
  /** Number of text rows of the lines variant. */
  lines?: number;
  /** Height of the block variant, any CSS length. */
  height?: CSSProperties['height'];
  className?: string;
}

export function LoadingPlaceholder({
  label,
  variant = 'lines',
  lines = 3,
  height = '8rem',
  className,
}: LoadingPlaceholderProps) {
  const shapes =
    variant === 'lines'
      ? Array.from({ length: lines }, (_, index) => <span key={index} className={styles.line} />)
      : [<span key="block" className={styles.block} style={variant === 'block' ? { height } : undefined} />];
  return (
    <div
      role="status"
      aria-busy="true"
      className={classNames(styles.placeholder, styles[variant], className)}
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      {shapes}
    </div>
  );
}
