import { SanitizedHtml } from '../sanitized-html/sanitized-html';

/** Plain content, or HTML from the server which is sanitised before it is shown. */
export type TooltipContent = { content: React.ReactNode; html?: never } | { html: string; content?: never };

export function TooltipBody({ content, html }: TooltipContent) {
  return html === undefined ? content : <SanitizedHtml html={html} as="span" />;
}
