import type { ApiCall, CallInput } from '@kaista/domain/shared/api';
import type { AnyCall } from './routed-call';

type Values = Record<string, unknown> | undefined;

function fillPath(path: string, params: Values): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** Empty values are left out, so a cleared filter is the server's default rather than an empty match. */
function queryString(query: Values): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The URL of a contract call: its path with the parameters filled in, and the query string. */
export function callUrl<C extends ApiCall>(call: AnyCall<C>, input: CallInput<C>): string {
  const parts = input as { params?: Values; query?: Values };
  return `${fillPath(call.path, parts.params)}${queryString(parts.query)}`;
}
