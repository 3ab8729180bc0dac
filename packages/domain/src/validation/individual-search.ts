export type IndividualName = { firstName: string; lastName: string };

/** §5 individual search: exactly two space-separated words become firstName and lastName, else null. */
export function splitIndividualSearch(query: string): IndividualName | null {
  const words = query.trim().split(/\s+/);
  if (words.length !== 2) return null;
  const [firstName = '', lastName = ''] = words;
  return { firstName, lastName };
}
