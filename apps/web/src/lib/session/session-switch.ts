import { useSyncExternalStore } from 'react';

let switching = false;
const listeners = new Set<() => void>();

function publish(next: boolean): void {
  switching = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * §4 impersonation: while the session changes hands (acting starts or stops) the session gate renders no page,
 * so nothing asks the server as the person the session no longer is (their cart, their badges), and only the
 * wait notice shows. `change` is the switch itself; the gate opens again when it settles, either way.
 */
export async function whileSessionSwitches<T>(change: () => Promise<T>): Promise<T> {
  publish(true);
  try {
    return await change();
  } finally {
    publish(false);
  }
}

export function useSessionSwitching(): boolean {
  return useSyncExternalStore(subscribe, () => switching);
}
