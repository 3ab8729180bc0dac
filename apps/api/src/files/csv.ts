/**
 * One value of a semicolon-separated file (the separator Finnish spreadsheets expect): quoted when needed,
 * and a value a spreadsheet would run as a formula prefixed with an apostrophe (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One line of such a file, ending in CRLF. */
export const csvLine = (values: readonly string[]) => `${values.map(csvCell).join(';')}\r\n`;
