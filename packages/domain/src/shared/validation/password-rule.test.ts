import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, passwordProblem } from './password-rule';

describe('passwordProblem', () => {
  it('accepts 12 characters or more, counting each letter once', () => {
    expect(passwordProblem('kaksitoista1')).toBeNull();
    expect(passwordProblem('ääkkösiäööåå')).toBeNull();
  });
  it('refuses shorter passwords and ones of only spaces', () => {
    expect(passwordProblem('lyhyt-sana1')).toBe('too-short');
    expect(passwordProblem(' '.repeat(20))).toBe('too-short');
  });
  it('refuses passwords longer than the maximum', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('too-long');
  });
});
