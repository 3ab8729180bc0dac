import { useMemo } from 'react';
import { classNames } from '../class-names';
import { sanitizeHtml } from './sanitize-html';
import styles from './sanitized-html.module.css';

export interface SanitizedHtmlProps {
  /** HTML from the server (bulletins, articles, tooltip and info texts). */
  html: string;
  /** span for inline places such as tooltips, div for blocks. */
  as?: 'div' | 'span';
  className?: string;
}

export function SanitizedHtml({ html, as: Element = 'div', className }: SanitizedHtmlProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Element className={classNames(styles.html, className)} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
