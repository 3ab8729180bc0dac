import type { ComponentPropsWithoutRef } from 'react';
import { classNames } from '../class-names';
import styles from './facts-list.module.css';

export interface FactsListProps extends Omit<ComponentPropsWithoutRef<'dl'>, 'className'> {
  /** Terms in the muted text colour instead of bold, where the values are what the reader looks for. */
  mutedTerms?: boolean;
  /** A term column at least 9rem wide. */
  wideTerms?: boolean;
  /** On phones each term stands above its value, so a long term leaves its value room. */
  stackOnNarrow?: boolean;
}

/** A `<dl>` of term/value pairs (`<dt>`/`<dd>`, optionally grouped in `<div>`s) shown in two columns. */
export function FactsList({ mutedTerms, wideTerms, stackOnNarrow, children, ...rest }: FactsListProps) {
  const className = classNames(
    styles.facts,
    mutedTerms && styles.mutedTerms,
    wideTerms && styles.wideTerms,
    stackOnNarrow && styles.stackOnNarrow,
  );
  return (
    <dl className={className} {...rest}>
      {children}
    </dl>
  );
}
