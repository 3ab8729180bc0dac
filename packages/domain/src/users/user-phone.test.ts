import { describe, expect, it } from 'vitest';
import { userPhoneSchema } from './user-schemas';

describe('userPhoneSchema (§5 phone rule with the country code)', () => {
  it.each([
    ['+358 40 123 4567', '+358401234567'],
    ['  +358401234567 ', '+358401234567'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (phone, expected) => {
    expect(userPhoneSchema.parse({ phone })).toEqual({ phone: expected });
  });

  it.each(['040 123 4567', '+358 40', '+358-40-123-4567', 'puhelin'])('refuses %j', (phone) => {
    const result = userPhoneSchema.safeParse({ phone });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation.mobile-with-code');
  });
});
