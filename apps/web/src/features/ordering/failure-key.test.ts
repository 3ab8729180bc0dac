import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http/http-error';
import { failureKey } from './details-section';

describe('failureKey', () => {
  it('says a cart changed meanwhile on 412, whatever else the caller names', () => {
    const stale = new HttpError(412, 'PRECONDITION_FAILED', 'Changed.');
    expect(failureKey(stale, { 412: 'other' })).toBe('ordering.changed-meanwhile');
  });

  it('gives a status the caller names its own text, and any other failure the generic one', () => {
    const ranOut = new HttpError(409, 'NUMBER_RESERVATION_FAILED', 'No free numbers are left.');
    expect(failureKey(ranOut, { 409: 'ordering.number-resources.ran-out' })).toBe(
      'ordering.number-resources.ran-out',
    );
    expect(failureKey(ranOut)).toBe('error.generic');
    expect(failureKey(new TypeError('Failed to fetch'))).toBe('error.generic');
  });
});
