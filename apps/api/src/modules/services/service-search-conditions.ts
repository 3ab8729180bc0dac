import { and, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { NUMBER_LIKE, numberStart } from '@kaista/domain/shared/validation';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { containing, startingWith } from '../../db/like-pattern';
import { services } from '../../db/schema';

/** Digits typed without a number's leading zero or plus: a part of a number or of an ICCID. */
export function searchDigits(search: string): string | null {
  if (!NUMBER_LIKE.test(search) || numberStart(search)) return null;
  return search.replace(/\D/g, '') || null;
}

/** An ICCID is 19 to 22 digits from 89 (ITU-T E.118): so many digits from 89 are a card's start. */
const ICCID_START = /^89\d{17,20}$/;

/** Whether a search looks for digits anywhere in a number or an ICCID (not a number's start, not an ICCID). */
export const searchesDigitsAnywhere = (search: string): boolean => {
  const digits = searchDigits(search);
  return digits !== null && !ICCID_START.test(digits);
};

/**
 * The first text after every text that starts with `prefix`, when the prefix ends in digits: its last digit
 * below 9 raised by one ('+35840009' → '+3584001'); null when there is none (all nines).
 */
export function afterPrefix(prefix: string): string | null {
  const kept = prefix.replace(/9+$/, '');
  const last = kept.at(-1);
  if (last === undefined || !/\d/.test(last)) return null;
  return `${kept.slice(0, -1)}${Number(last) + 1}`;
}

/**
 * Texts of a column that start with `prefix`, as a range of the column's index (read in the index's own
 * order, so the first hits come first), the LIKE keeping it exact under any collation.
 */
function startsWith(column: AnyPgColumn, prefix: string): SQL {
  const after = afterPrefix(prefix);
  return and(
    gte(column, prefix),
    after === null ? undefined : lt(column, after),
    like(column, startingWith(prefix)),
  ) as SQL;
}

/** A word of three letters or digits: a search with one is found through the names' trigrams. */
const NAME_GRAM = /[\p{L}\p{N}]{3}/u;

/** Whether a search is words (not a number, not digits) with a trigram to find them by (see `nameMatch`). */
export const searchesNames = (search: string): boolean =>
  !numberStart(search) && !searchDigits(search) && NAME_GRAM.test(search);

/** A search's words found anywhere in a user's name or a line id, checked row by row (no index). */
function wordsInRow(search: string): SQL {
  const pattern = containing(search.toLowerCase());
  return or(
    sql`lower(${services.userName}) like ${pattern}`,
    sql`lower(${services.number}) like ${pattern}`,
  ) as SQL;
}

/**
 * A search's words in a user's name through `services_name_grams_idx` (migration services_name_grams): its
 * keys are the name's trigrams each hashed together with the company, so the index finds one company's names
 * holding the search's trigrams without reading any other company's (the trigram index led by company_id read
 * the company's 100,000 entries and every company's entries of each trigram: 514 buffers for 'Riikka Laine').
 * The same function gives the search's own trigrams; the LIKE keeps the match exact.
 */
export function nameMatch(companyId: string, search: string): SQL {
  const pattern = containing(search.toLowerCase());
  return sql`services_name_grams(${services.companyId}, ${services.userName}) @> services_name_grams(${companyId}::text, ${search}::text) and lower(${services.userName}) like ${pattern}`;
}

/**
 * A number typed from its start is a range of the number index; a whole ICCID one of the ICCID index; other
 * digits are found anywhere in a number or an ICCID through the trigram index `services_search_idx`; words
 * are found in a user's name or a line id (`matchesOf` reads them through the names' index).
 */
export function searchCondition(search: string): SQL | undefined {
  const start = numberStart(search);
  if (start) return startsWith(services.number, start);
  const digits = searchDigits(search);
  if (digits && ICCID_START.test(digits)) return startsWith(services.iccid, digits);
  if (digits) {
    const pattern = `%${digits}%`;
    return or(like(services.number, pattern), like(services.iccid, pattern));
  }
  return wordsInRow(search);
}
