import { describe, expect, it } from 'vitest';
import { featureFlagsFor } from '../constants';
import { flagAllows } from './access-requirement';

describe('flagAllows (§9)', () => {
  const flags = { ...featureFlagsFor('ci'), groups: true, users: false };

  it('asks nothing of a requirement without a flag, and asks one flag', () => {
    expect(flagAllows({}, flags)).toBe(true);
    expect(flagAllows({ flag: 'groups' }, flags)).toBe(true);
    expect(flagAllows({ flag: 'users' }, flags)).toBe(false);
  });

  it('asks every one of several flags to be on', () => {
    expect(flagAllows({ flag: ['usermanagement', 'groups'] }, flags)).toBe(true);
    expect(flagAllows({ flag: ['usermanagement', 'users'] }, flags)).toBe(false);
    expect(flagAllows({ flag: ['groups', 'usermanagement'] }, { ...flags, usermanagement: false })).toBe(
      false,
    );
  });
});
