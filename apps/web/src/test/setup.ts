import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n } from '../lib/i18n/i18n';
import { ALL_NAMESPACES } from '../lib/i18n/namespaces';

// Tests render pages without their routes' lazy loading, so every area's texts are there from the start.
await i18n.loadNamespaces([...ALL_NAMESPACES]);
await i18n.loadLanguages(['en', 'sv']);

afterEach(() => cleanup());
