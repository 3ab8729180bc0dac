export const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
export const RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const PACKAGE_RELATIONSHIPS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * What XML text may not hold as it is: the markup characters, and what XML 1.0 has no place for at all (control
 * characters other than tab and line breaks, a lone half of a surrogate pair, U+FFFE and U+FFFF), which would
 * make the file unreadable and becomes '?' like a character Latin-1 cannot hold; and `_x` followed by four hex
 * digits and `_`, which Excel would read as an escaped character, so its underscore is escaped itself.
 */
const XML_UNSAFE = /[&<>"]|[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]|_(?=x[0-9A-Fa-f]{4}_)/gu;
const ESCAPED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  _: '_x005F_',
};

export function xmlText(text: string): string {
  return text.replace(XML_UNSAFE, (found) => ESCAPED[found] ?? '?');
}
