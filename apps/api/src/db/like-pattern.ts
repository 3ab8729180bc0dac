/** Escapes LIKE wildcards in user input, so `%` and `_` are searched for as themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
