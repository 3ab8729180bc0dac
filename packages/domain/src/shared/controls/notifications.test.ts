import { describe, expect, it } from 'vitest';
import {
  addNotification,
  autoHideDelay,
  notificationKey,
  removeNotification,
  type AppNotification,
} from './notifications';

const n = (text: string, extra: Partial<AppNotification> = {}): AppNotification => ({
  text,
  type: 'info',
  ...extra,
});

describe('addNotification (§4)', () => {
  it.each<[string, AppNotification[], AppNotification, string[]]>([
    ['adds on top', [n('a'), n('b')], n('c'), ['c', 'a', 'b']],
    ['same text without id is one notice, moved up', [n('a'), n('b')], n('b'), ['b', 'a']],
    [
      'same id and language replaces',
      [n('old', { id: 'x', language: 'fi' }), n('b')],
      n('new', { id: 'x', language: 'fi' }),
      ['new', 'b'],
    ],
    [
      'same id in another language is another notice',
      [n('fi', { id: 'x', language: 'fi' })],
      n('en', { id: 'x', language: 'en' }),
      ['en', 'fi'],
    ],
    ['same text with and without id are different', [n('a')], n('a', { id: 'x' }), ['a', 'a']],
    ['into an empty list', [], n('a'), ['a']],
  ])('%s', (_name, list, added, expected) => {
    expect(addNotification(list, added).map((x) => x.text)).toEqual(expected);
  });
});

describe('removeNotification (§4)', () => {
  it('removes by key and hands back the removed one for its callback', () => {
    let called = 0;
    const target = n('bye', { id: 'x', language: 'fi', onRemove: () => (called += 1) });
    const { list, removed } = removeNotification([n('a'), target], notificationKey(target));
    removed?.onRemove?.();
    expect(list.map((x) => x.text)).toEqual(['a']);
    expect(called).toBe(1);
  });

  it('leaves the list alone for an unknown key', () => {
    const { list, removed } = removeNotification([n('a')], 'text:zzz');
    expect(list).toHaveLength(1);
    expect(removed).toBeUndefined();
  });
});

describe('autoHideDelay (§4, §9)', () => {
  it.each<[Partial<AppNotification>, number | null]>([
    [{}, 10_000],
    [{ duration: 2_000 }, 2_000],
    [{ disableAutoHide: true }, null],
    [{ disableAutoHide: true, duration: 2_000 }, null],
    [{ disableAutoHide: false }, 10_000],
  ])('%j -> %j', (settings, expected) => {
    expect(autoHideDelay(settings)).toBe(expected);
  });
});
