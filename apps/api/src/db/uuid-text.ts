const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether text from outside may be compared with a uuid column: PostgreSQL fails the whole query on a bad cast. */
export const isUuid = (text: string): boolean => UUID.test(text);
