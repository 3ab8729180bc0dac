/** §5: ICCID (SIM card number), 19–22 digits. */
export function isValidIccid(value: string): boolean {
  return /^\d{19,22}$/.test(value);
}

/** §5: IMEI, exactly 15 digits. */
export function isValidImei(value: string): boolean {
  return /^\d{15}$/.test(value);
}

/** §5: UUID in the hyphenated 8-4-4-4-12 hex form, any case. */
export function isValidUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

/** §5: partner shop store id, digits only. */
export function isValidStoreId(value: string): boolean {
  return /^\d+$/.test(value);
}

/** §5 partner shop: office-supplies store number, at most 10 digits. */
export function isValidOfficeSuppliesStoreNumber(value: string): boolean {
  return /^\d{1,10}$/.test(value);
}

/**
 * §5: postal number; exactly 5 digits in Finland. Other countries' formats are not specified, so they get a
 * permissive 2–10 letters, digits, spaces or hyphens.
 */
export function isValidPostalNumber(value: string, country = 'FI'): boolean {
  if (country.toUpperCase() === 'FI') return /^\d{5}$/.test(value);
  return /^[A-Za-z0-9][A-Za-z0-9 -]{0,8}[A-Za-z0-9]$/.test(value);
}

/** §5 partner shop: a delivery store id not in the store list is dropped. */
export function knownStoreIdOrNull(
  storeId: string | null | undefined,
  storeIds: readonly string[],
): string | null {
  return storeId && storeIds.includes(storeId) ? storeId : null;
}

/** A company's id: the portal numbers companies from a sequence, so an id is digits only. */
export const COMPANY_ID_PATTERN = /^\d{1,18}$/;

/** Whether a text has the form of a company id (checked before any query looks the company up). */
export function isValidCompanyId(value: string): boolean {
  return COMPANY_ID_PATTERN.test(value);
}
