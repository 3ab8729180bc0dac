import { describe, expect, it } from 'vitest';
import { isValidPersonalId } from './personal-id';

describe('isValidPersonalId (§5)', () => {
  it.each([
    ['131052-308T', true, 'the classic example'],
    ['131052-308t', false, 'lower-case control'],
    ['131052-308A', false, 'wrong control'],
    ['290200A1239', true, 'leap day 2000'],
    ['290200-1239', false, 'no leap day in 1900'],
    ['290296-1232', true, 'leap day 1996'],
    ['290201A123J', false, 'no leap day in 2001'],
    ['290204F001C', true, 'marker F is the 2000s'],
    ['291100+123J', true, '+ is the 1800s'],
    ['010118Y0025', true, 'Y is the 1900s'],
    ['010118X0025', true, 'X is the 1900s'],
    ['010118W0025', true, 'W is the 1900s'],
    ['010118V0025', true, 'V is the 1900s'],
    ['010118U0025', true, 'U is the 1900s'],
    ['010118G0025', false, 'G is no century marker'],
    ['010118Z0025', false, 'Z is no century marker'],
    ['311299-999E', true, 'last day of the year'],
    ['310499-1234', false, 'April has 30 days'],
    ['001299-999E', false, 'day zero'],
    ['011399-999E', false, 'month 13'],
    ['131052-308', false, 'too short'],
    ['131052-308TT', false, 'too long'],
    [' 131052-308T', false, 'leading space'],
  ])('%s -> %s (%s)', (input, expected) => {
    expect(isValidPersonalId(input)).toBe(expected);
  });
});
