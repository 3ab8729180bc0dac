/** Euros as typed (a comma or a point), in cents; NaN when it is not a number. */
export function centsOf(text: string): number {
  const value = text.trim().replace(/\s/g, '').replace(',', '.');
  return value === '' || !/^\d+(\.\d{1,2})?$/.test(value) ? Number.NaN : Math.round(Number(value) * 100);
}
