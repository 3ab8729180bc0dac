import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { ALL_NAMESPACES } from '../lib/i18n/namespaces';
import { currentNotifications, dismiss } from '../lib/notifications/notification-store';
import { contractViolations } from './api-mock';

// Tests render pages without their routes' lazy loading, so every area's texts are there from the start.
await i18n.loadNamespaces([...ALL_NAMESPACES]);
await i18n.loadLanguages(['en', 'sv']);

// A page's first render waits for its lazily loaded module and the contract its calls are checked against;
// on a busy runner that can take several seconds. One generous wait here, instead of a timeout per query.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  // A mock that answers outside its call's contract fails the test, whatever the page made of it.
  const violations = contractViolations.splice(0);
  expect(violations).toEqual([]);
});

// Test files share a worker's loaded modules (isolate: false in vitest.config.ts), so what one file leaves in
// the app's page-wide state, the next would start with: each file ends with no notices, in the default
// language, with empty storage, as a freshly loaded page starts.
afterAll(async () => {
  currentNotifications().forEach((notice) => dismiss(notice.key));
  await i18n.changeLanguage('fi');
  localStorage.clear();
  sessionStorage.clear();
});
