import { MENU_ENTRIES } from '@kaista/domain/shared/roles';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { SHELL_ITEMS } from '../shell-items';

describe('menu texts', () => {
  it.each(['fi', 'en', 'sv'])('names every §6 menu entry and section in %s', (language) => {
    const keys = [
      ...MENU_ENTRIES.map((entry) => `shell.nav.${entry.id}`),
      ...new Set(MENU_ENTRIES.map((entry) => `shell.nav.section.${entry.section}`)),
    ];
    expect(keys.filter((key) => !i18n.exists(key, { lng: language, fallbackLng: false }))).toEqual([]);
  });

  it.each(['fi', 'en', 'sv'])('reads out every area’s menu badge in %s', (language) => {
    const keys = SHELL_ITEMS.flatMap((items) => Object.keys(items.badges ?? {})).map(
      (id) => `shell.badge.${id}`,
    );
    expect(keys.length).toBeGreaterThan(2);
    const unread = keys.filter((key) => !i18n.exists(key, { lng: language, fallbackLng: false, count: 2 }));
    expect(unread).toEqual([]);
  });
});
