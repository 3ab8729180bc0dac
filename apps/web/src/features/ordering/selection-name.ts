import type { Cart } from '@kaista/domain/ordering';

/**
 * A selection's name as the steps show it: its line's product and, in a line of more than one, which of them
 * it is ("Kaista Mobiili 5G 100M (2/3)"), so that a problem names the one to fix.
 */
export function selectionName(line: Cart['lines'][number], index: number): string {
  const name = line.products[0]?.name ?? line.name;
  return line.quantity > 1 ? `${name} (${index + 1}/${line.quantity})` : name;
}
