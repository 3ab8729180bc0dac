/** §9 HTML sanitiser allow-list for bulletins, articles and tooltips. */
export const SANITISER_ALLOWED_TAGS = [
  'a',
  'p',
  'div',
  'span',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ol',
  'ul',
  'li',
  'strong',
  'br',
] as const;

/** §9 "limited attributes": links keep their target, everything may carry a style of the allowed properties. */
export const SANITISER_ALLOWED_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel', 'title'],
  '*': ['style'],
};

export const SANITISER_ALLOWED_STYLES = ['font-size', 'color'] as const;

/** §9: keeps only the allowed style properties of an inline style attribute. */
export function filterInlineStyle(style: string): string {
  const allowed: readonly string[] = SANITISER_ALLOWED_STYLES;
  return style
    .split(';')
    .map((declaration) => declaration.trim())
    .filter((declaration) => allowed.includes(declaration.split(':')[0]?.trim().toLowerCase() ?? ''))
    .join('; ');
}
