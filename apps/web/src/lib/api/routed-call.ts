import type { ApiCall } from '@kaista/domain/shared/api';

/** What the client needs to send a call: its method, path, success status and whether it takes a key. */
export type CallRoute = Pick<ApiCall, 'method' | 'path' | 'status' | 'idempotent'>;

/**
 * A contract call named by its route, for the calls the shell makes on every load: the contract, with its zod
 * schemas, loads only where answers are checked (development builds and tests), so the first load carries
 * no zod (issue 17).
 */
export interface RoutedCall<C extends ApiCall> extends CallRoute {
  readonly path: C['path'];
  contract(): Promise<C>;
}

/** A contract call, or one named by its route. */
export type AnyCall<C extends ApiCall> = C | RoutedCall<C>;

/** The contract of a call, loading it for a routed one. */
export async function contractOf<C extends ApiCall>(call: AnyCall<C>): Promise<C> {
  return 'contract' in call ? call.contract() : call;
}

/** Routes one call, its contract loaded when first checked. */
export function routedCall<C extends ApiCall>(route: CallRoute, contract: () => Promise<C>): RoutedCall<C> {
  return { ...route, contract };
}

/** Routes each of an area's calls, its contracts loaded from the area's module when first checked. */
export function routedCalls<R extends Record<string, CallRoute>, L extends { [K in keyof R]: ApiCall }>(
  routes: R,
  load: () => Promise<L>,
): { [K in keyof R]: RoutedCall<L[K]> } {
  const entries = Object.entries(routes).map(([name, route]) => [
    name,
    routedCall(route, async () => (await load())[name as keyof R]),
  ]);
  return Object.fromEntries(entries) as { [K in keyof R]: RoutedCall<L[K]> };
}
