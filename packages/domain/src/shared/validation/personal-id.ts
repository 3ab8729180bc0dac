const CONTROL_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const PERSONAL_ID = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;

function century(marker: string): number {
  if (marker === '+') return 1800;
  return 'ABCDEF'.includes(marker) ? 2000 : 1900;
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps years 0–99 to 1900–1999, but our years are always ≥ 1800 so no correction is needed.
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** §5: Finnish personal identity code `ddmmyyCnnnT` with a real date, century marker and control character. */
export function isValidPersonalId(value: string): boolean {
  const match = PERSONAL_ID.exec(value);
  if (!match) return false;
  const [, dd = '', mm = '', yy = '', marker = '', individual = '', control = ''] = match;
  if (!isRealDate(century(marker) + Number(yy), Number(mm), Number(dd))) return false;
  return CONTROL_CHARACTERS[Number(dd + mm + yy + individual) % 31] === control;
}
