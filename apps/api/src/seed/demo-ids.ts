/** Stable ids of the demo dataset, so that links, tests and documentation can name them. */
export const DEMO_COMPANY = {
  aurora: '100001',
  pohjola: '100002',
  kettu: '100003',
} as const;

export const DEMO_PASSWORD = 'Kaista-demo-2026';

/** A deterministic UUID-shaped id: the same seed always yields the same ids. */
export function demoUuid(kind: number, index: number): string {
  return `00000000-0000-4000-8${String(kind).padStart(3, '0')}-${String(index).padStart(12, '0')}`;
}
