import { BULK_ORDER_LIMITS } from '@kaista/domain/orders';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http/http-error';
import { BULK_RULES, UPLOAD_OPTIONS } from './bulk-order-rules';

const file = (name: string, size = 10) => new File(['x'.repeat(size)], name);

describe('bulk order file rules', () => {
  it('takes CSV and XLSX files of any case up to the limit, and refuses other types and larger files', () => {
    expect(BULK_RULES.refuse(file('orders.csv'))).toBeUndefined();
    expect(BULK_RULES.refuse(file('ORDERS.XLSX'))).toBeUndefined();
    expect(BULK_RULES.refuse(file('orders.xls'))).toBe('orders.bulk.wrong-type');
    expect(BULK_RULES.refuse(file('orders'))).toBe('orders.bulk.wrong-type');
    expect(BULK_RULES.refuse(file('big.csv', BULK_ORDER_LIMITS.fileMaxBytes + 1))).toBe(
      'orders.bulk.too-large',
    );
  });

  it('words the server’s refusal at the file: the field, the bulk order’s own codes, another code, 413 and 415', () => {
    const failure = (error: unknown) => BULK_RULES.failure(undefined, error);
    expect(failure(new HttpError(400, 'VALIDATION_ERROR', '', { file: 'orders.bulk.empty' }))).toBe(
      'orders.bulk.empty',
    );
    expect(failure(new HttpError(409, 'ILLEGAL_STATE', ''))).toBe('orders.bulk.already-ordered');
    expect(failure(new HttpError(409, 'NUMBER_RESERVATION_FAILED', ''))).toBe('orders.bulk.numbers-taken');
    expect(failure(new HttpError(409, 'NO_STOCK', ''))).toBe('order.no-stock-error-notification');
    expect(failure(new HttpError(413, undefined, ''))).toBe('orders.bulk.too-large');
    expect(failure(new HttpError(415, undefined, ''))).toBe('orders.bulk.wrong-type');
    expect(failure(new HttpError(500, undefined, ''))).toBe('orders.bulk.failed');
    expect(failure(new Error('Upload failed'))).toBe('orders.bulk.failed');
  });

  it('tells only the refusals it words itself, so any other failure keeps its notice', () => {
    expect(UPLOAD_OPTIONS.tells(new HttpError(409, 'ILLEGAL_STATE', ''))).toBe(true);
    expect(UPLOAD_OPTIONS.tells(new HttpError(413, undefined, ''))).toBe(true);
    expect(UPLOAD_OPTIONS.tells(new HttpError(401, undefined, ''))).toBe(false);
    expect(UPLOAD_OPTIONS.tells(new HttpError(500, undefined, ''))).toBe(false);
  });
});
