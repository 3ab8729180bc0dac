import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { ALL_NAMESPACES } from '../lib/i18n/namespaces';
import { contractViolations } from './api-mock';

// Tests render pages without their routes' lazy loading, so every area's texts are there from the start.
await i18n.loadNamespaces([...ALL_NAMESPACES]);
await i18n.loadLanguages(['en', 'sv']);

// The first call of a test loads its contract by a dynamic import; on a busy runner that alone can pass the
// default second of findBy queries.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A mock that answers outside its call's contract fails the test, whatever the page made of it.
  const violations = contractViolations.splice(0);
  expect(violations).toEqual([]);
});
