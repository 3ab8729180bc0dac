/** §4: characteristic codes of the primary number and primary device components. */
export const PRIMARY_COMPONENT_CODES = ['primaryNumber', 'primaryDevice'] as const;

/** §4: primary number and primary device components default to NO and cannot be edited. */
export function componentOverride(code: string): { value: 'NO'; editable: false } | null {
  return (PRIMARY_COMPONENT_CODES as readonly string[]).includes(code)
    ? { value: 'NO', editable: false }
    : null;
}

/** §4: composite entries are disabled rows except the last one, which stays editable unless it is standard APN. */
export function isCompositeRowEditable(index: number, rowCount: number, isStandardApn: boolean): boolean {
  return index === rowCount - 1 && !isStandardApn;
}

/** §4: order-item fields a port-in makes mandatory. */
export const PORT_IN_MANDATORY_FIELDS = ['number', 'contactName', 'contactPhone', 'signer'] as const;
/** §4: the field a port-in adds. */
export const PORT_IN_EXTRA_FIELD = 'ownerChange';

/** §4: whether an order-item field is mandatory, given its own setting and whether the number is ported in. */
export function isOrderFieldMandatory(field: string, ownMandatory: boolean, portIn: boolean): boolean {
  return ownMandatory || (portIn && (PORT_IN_MANDATORY_FIELDS as readonly string[]).includes(field));
}
