import { describe, expect, it } from 'vitest';
import { addRecentCompany, companySwitchPath, defaultCompanyChoices } from './company-switch';
import { isRouteHistoryValid, isValidLoginState, keepAliveOutcome } from './session-rules';

describe('companySwitchPath (§2)', () => {
  it.each([
    ['same company does nothing', '/c1/services', 'c1', 'c1', null],
    ['company 0 goes to /0', '/c1/services', 'c1', '0', '/0'],
    ['keeps a list page', '/c1/services', 'c1', 'c2', '/c2/services'],
    ['keeps a company page', '/c1/company/users', 'c1', 'c2', '/c2/company/users'],
    ['object page goes home', '/c1/services/123', 'c1', 'c2', '/c2/home'],
    ['matsku subpage goes to the shop', '/c1/matsku/ordersummary', 'c1', 'c2', '/c2/matsku'],
    ['from /0 goes home', '/0', '0', 'c2', '/c2/home'],
  ])('%s', (_name, path, from, to, expected) => {
    expect(companySwitchPath(path, from, to)).toBe(expected);
  });

  it('offers the other companies as default choices', () => {
    const companies = [{ uid: 'a' }, { uid: 'b' }, { uid: 'c' }];
    expect(defaultCompanyChoices(companies, 'b').map((c) => c.uid)).toEqual(['a', 'c']);
    expect(defaultCompanyChoices(companies, null)).toHaveLength(3);
  });

  it.each([
    ['adds newest first', ['a', 'b'], 'c', ['c', 'a', 'b']],
    ['moves a repeat to the front', ['a', 'b', 'c'], 'b', ['b', 'a', 'c']],
    [
      'keeps ten',
      ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'],
      'new',
      ['new', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
    ],
  ])('recent companies: %s', (_name, recent, added, expected) => {
    const result = addRecentCompany(
      recent.map((uid) => ({ uid })),
      { uid: added },
    );
    expect(result.map((c) => c.uid)).toEqual(expected);
  });
});

describe('session rules (§2, §4)', () => {
  it.each([
    [200, { kind: 'logged-in' }],
    [204, { kind: 'no-session' }],
    [500, { kind: 'retry', afterMs: 5000 }],
    [401, { kind: 'retry', afterMs: 5000 }],
  ])('keep-alive %d -> %j', (status, expected) => {
    expect(keepAliveOutcome(status)).toEqual(expected);
  });

  it.each([
    ['a'.repeat(64), true],
    ['0123456789abcdef'.repeat(4), true],
    ['A'.repeat(64), false],
    ['a'.repeat(63), false],
    ['g'.repeat(64), false],
    [null, false],
  ])('login state %j valid: %s', (state, expected) => {
    expect(isValidLoginState(state)).toBe(expected);
  });

  const day = 24 * 60 * 60 * 1000;
  it.each([
    [0, day - 1, true],
    [0, day, false],
    [day, 0, false],
  ])('route saved at %d, now %d valid: %s', (savedAt, now, expected) => {
    expect(isRouteHistoryValid(savedAt, now)).toBe(expected);
  });
});
