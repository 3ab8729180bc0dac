/** The template's CSV: the columns in the page's language and its example rows. */
export function templateHref(header: readonly string[], examples: readonly (readonly string[])[]): string {
  const csv = [header, ...examples].map((row) => row.join(';')).join('\r\n');
  return `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${csv}\r\n`)}`;
}
