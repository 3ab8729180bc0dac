import { and, ilike, or, type Column, type SQL } from 'drizzle-orm';

/** Escapes LIKE wildcards in user input, so `%` and `_` are searched for as themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern for the text anywhere in the value. */
export const containing = (text: string) => `%${escapeLike(text)}%`;

/** A LIKE pattern for values that start with the text. */
export const startingWith = (text: string) => `${escapeLike(text)}%`;

/** Every word inside one of the columns, in any case; undefined without words. */
export const everyWordIn = (words: readonly string[], columns: readonly Column[]): SQL | undefined =>
  and(
    ...words.map((word) => {
      const pattern = containing(word);
      return or(...columns.map((column) => ilike(column, pattern)));
    }),
  );
