import { sql } from 'drizzle-orm';

/** A literal SQL text array of the bench's own fixed words (never of input: they are inlined unescaped). */
export const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((value) => `'${value}'`).join(',')}]`);
