import type { z } from 'zod';

/** A list-query schema of the contract: paging, sort, direction and filters, each with a default or optional. */
export type ListQuerySchema = z.ZodObject;

/** The list's state as the schema gives it to the page (numbers, enums, arrays). */
export type ListState<S extends ListQuerySchema> = z.output<S>;

/** Values that stand in for the schema's own defaults on one page, e.g. a longer page size. */
export type ListDefaults<S extends ListQuerySchema> = Partial<z.input<S>>;

type Raw = Record<string, unknown>;

function parseLeniently<S extends ListQuerySchema>(schema: S, raw: Raw): ListState<S> {
  const input = { ...raw };
  // A value the schema refuses (an outdated link, a hand-edited address) falls back to its default, field by field.
  for (let attempt = 0; attempt <= Object.keys(raw).length; attempt += 1) {
    const parsed = schema.safeParse(input);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete input[String(issue.path[0])];
  }
  return schema.parse({});
}

/** Reads a list's state from the address's query through its list-query schema. */
export function readListSearch<S extends ListQuerySchema>(
  schema: S,
  search: URLSearchParams,
  defaults: ListDefaults<S> = {},
): ListState<S> {
  const fromAddress: Raw = {};
  for (const key of Object.keys(schema.shape)) {
    const value = search.get(key);
    if (value !== null && value !== '') fromAddress[key] = value;
  }
  return parseLeniently(schema, { ...defaults, ...fromAddress });
}

const asText = (value: unknown): string =>
  Array.isArray(value) ? value.map(String).join(',') : typeof value === 'string' ? value : String(value);

/** One text per set field, arrays joined by commas (the contract's form); empty fields are left out. */
function texts(state: object): [string, string][] {
  return Object.entries(state)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]): [string, string] => [key, asText(value)])
    .filter(([, text]) => text !== '');
}

/** The query of a call for a list's state: every value it has, paging included. */
export function writeListQuery<S extends ListQuerySchema>(state: ListState<S>): URLSearchParams {
  return new URLSearchParams(texts(state));
}

/** The address of a list's state: what differs from the page's defaults, so the plain list has a plain address. */
export function writeListSearch<S extends ListQuerySchema>(
  schema: S,
  state: ListState<S>,
  defaults: ListDefaults<S> = {},
): URLSearchParams {
  const baseline = new Map(texts(parseLeniently(schema, defaults)));
  return new URLSearchParams(texts(state).filter(([key, text]) => baseline.get(key) !== text));
}

/** What orders and pages a list; every other field of its schema is a filter. */
const ORDER_AND_PAGING = new Set(['offset', 'pageSize', 'sort', 'direction']);

/** How many of a list's filters an address sets (writeListSearch's holds only what differs from the defaults). */
export function filtersSetIn(schema: ListQuerySchema, search: URLSearchParams): number {
  return Object.keys(schema.shape).filter((key) => !ORDER_AND_PAGING.has(key) && search.get(key)).length;
}

/** The address without the list's filters: its order and page size stay, and it starts from the first page. */
export function withoutFilters(search: URLSearchParams): URLSearchParams {
  return new URLSearchParams([...search].filter(([key]) => ORDER_AND_PAGING.has(key) && key !== 'offset'));
}
