import { describe, expect, it } from 'vitest';
import { hasValidityEnded, validUntilIssue } from './document-validity';

describe('a published document’s validity', () => {
  it('may end today or later, not before the day it is published', () => {
    expect(validUntilIssue('2026-12-03', '2026-12-03')).toBeNull();
    expect(validUntilIssue(undefined, '2026-12-03')).toBeNull();
    expect(validUntilIssue('2026-12-02', '2026-12-03')).toBe('validation.validity-ended');
  });

  it('has ended once its last day has gone by', () => {
    expect(hasValidityEnded('2026-12-02', '2026-12-03')).toBe(true);
    expect(hasValidityEnded('2026-12-03', '2026-12-03')).toBe(false);
    expect(hasValidityEnded(null, '2026-12-03')).toBe(false);
  });
});
