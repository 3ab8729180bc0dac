import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  filtersSetIn,
  readListSearch,
  withoutFilters,
  writeListSearch,
  type ListDefaults,
  type ListQuerySchema,
  type ListState,
} from './list-search';

export interface ListUrlState<S extends ListQuerySchema> {
  /** Offset, page size, sort, direction and filters, typed by the list-query schema. */
  state: ListState<S>;
  /** Changes the state; any change but the offset goes back to the first page. */
  update: (change: Partial<ListState<S>>, options?: { replace?: boolean }) => void;
  /** How many filters are set, and a way back to the list without them (its order kept). */
  filters: ListFilters;
}

export interface ListFilters {
  active: number;
  clear: () => void;
}

const NO_DEFAULTS = {};

/**
 * A list's state lives in the address, so a filtered page can be reloaded, shared and gone back to; it is read
 * and written through the contract's list-query schema, so the page and the server agree on every value.
 * `defaults` (e.g. a longer page size) should be a constant, so that `update` keeps its identity.
 */
export function useListUrlState<S extends ListQuerySchema>(
  schema: S,
  defaults: ListDefaults<S> = NO_DEFAULTS,
): ListUrlState<S> {
  const [search, setSearch] = useSearchParams();
  const state = readListSearch(schema, search, defaults);
  // The address written but not yet rendered: React Router hands an updater the address of the last render,
  // so two changes before the next (a start date, then at once an end date) would keep only the second.
  const written = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    written.current = null;
  }, [search]);
  const update = useCallback<ListUrlState<S>['update']>(
    (change, options = {}) =>
      setSearch(
        (current) => {
          const from = readListSearch(schema, written.current ?? current, defaults);
          const next = { ...from, ...('offset' in change ? {} : { offset: 0 }), ...change } as ListState<S>;
          written.current = writeListSearch(schema, next, defaults);
          return written.current;
        },
        { replace: options.replace ?? false },
      ),
    [schema, defaults, setSearch],
  );
  const clear = useCallback(
    () =>
      setSearch((current) => {
        written.current = withoutFilters(written.current ?? current);
        return written.current;
      }),
    [setSearch],
  );
  return {
    state,
    update,
    filters: { active: filtersSetIn(schema, writeListSearch(schema, state, defaults)), clear },
  };
}
