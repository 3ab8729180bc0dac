import { MENU_ENTRIES } from '@kaista/domain/shared/roles';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';

describe('menu texts', () => {
  it.each(['fi', 'en', 'sv'])('names every §6 menu entry and section in %s', (language) => {
    const keys = [
      ...MENU_ENTRIES.map((entry) => `shell.nav.${entry.id}`),
      ...new Set(MENU_ENTRIES.map((entry) => `shell.nav.section.${entry.section}`)),
    ];
    expect(keys.filter((key) => !i18n.exists(key, { lng: language, fallbackLng: false }))).toEqual([]);
  });
});
