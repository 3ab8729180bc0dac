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

/**
 * Users of the demo that the API tests act as, by their ids: a persona's id is `demoUuid(1, n)`, n its place in
 * DEMO_PERSONAS (seed/demo-personas.ts); the other users' `demoUuid(91, n)`, n their place in DEMO_USERS
 * (seed/demo-users.ts).
 */
export const DEMO_USER = {
  /** manager@aurora.example, Maria Manninen: the manager of Aurora and Pohjola. */
  manager: demoUuid(1, 5),
  /** user@aurora.example, Ulla Käyttäjä: a ServiceUser of Aurora. */
  user: demoUuid(1, 6),
  /** employee@aurora.example, Eero Työntekijä: an EmployeeUser of Aurora, who sends order requests. */
  employee: demoUuid(1, 7),
  /** pekka.jarvinen@aurora.example, Pekka Järvinen: an OrdererUser of Aurora. */
  orderer: demoUuid(91, 5),
} as const;

/** Each demo company's first billing agreement (DEMO_PAYERS of seed/demo-payers.ts: the 1st, 4th and 5th). */
export const DEMO_PAYER = {
  aurora: demoUuid(70, 1),
  pohjola: demoUuid(70, 4),
  kettu: demoUuid(70, 5),
} as const;
