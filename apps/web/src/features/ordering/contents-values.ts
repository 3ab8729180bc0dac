import { characteristicField, type Cart, type CartCharacteristic } from '@kaista/domain/ordering';

/** A characteristic's field name in the contents form and in the server's field errors. */
export const fieldOf = (bundleNo: number, c: CartCharacteristic) =>
  characteristicField(bundleNo, c.productCode, c.code);

/** Whether a change answers a field's server error: the field itself, or one under a prefix ending in a dot. */
export const answers = (answered: string, field: string) =>
  field === answered || (answered.endsWith('.') && field.startsWith(answered));

/** The form's values of the items' plain (not composite) characteristics, as the cart holds them. */
export function initialValues(cart: Cart): Record<string, string> {
  return Object.fromEntries(
    cart.lines.flatMap((line) =>
      line.selections.flatMap((s) =>
        s.characteristics.filter((c) => !c.composite).map((c) => [fieldOf(s.bundleNo, c), c.value ?? '']),
      ),
    ),
  );
}

/**
 * The items' problems the details step found, handed over with its link to this step: shown at their fields
 * while the cart is the version they were found on (a reload after a save does not bring old ones back).
 */
export function handedProblems(state: unknown, cart: Cart): Record<string, string> {
  if (typeof state !== 'object' || state === null) return {};
  const { problems, version } = state as { problems?: unknown; version?: unknown };
  if (version !== cart.version || typeof problems !== 'object' || problems === null) return {};
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
