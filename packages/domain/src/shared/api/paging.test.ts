import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listQuerySchema, pageSchema, sortedListQuerySchema } from './paging';

describe('list queries', () => {
  const plain = listQuerySchema({ name: z.string().optional() });

  it('defaults to the first page of 20 and reads numbers from URL text', () => {
    expect(plain.parse({})).toEqual({ offset: 0, pageSize: 20 });
    expect(plain.parse({ offset: '40', pageSize: '100', name: 'x' })).toEqual({
      offset: 40,
      pageSize: 100,
      name: 'x',
    });
  });

  it('refuses pages larger than 100 and negative offsets', () => {
    expect(plain.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(plain.safeParse({ offset: '-1' }).success).toBe(false);
  });

  it("takes a list's own page size and its first order as defaults", () => {
    const sorted = sortedListQuerySchema({}, ['createdAt', 'subject'], 50);
    expect(sorted.parse({})).toEqual({ offset: 0, pageSize: 50, sort: 'createdAt', direction: 'DEFAULT' });
    expect(sorted.safeParse({ sort: 'price' }).success).toBe(false);
  });
});

describe('pages', () => {
  it('need the total, whether it was capped and the paging they answer', () => {
    const page = pageSchema(z.object({ id: z.string() }));
    expect(page.safeParse({ items: [{ id: 'a' }], total: 1 }).success).toBe(false);
    const complete = { items: [{ id: 'a' }], total: 1, totalCapped: false, offset: 0, pageSize: 20 };
    expect(page.parse(complete)).toEqual(complete);
  });
});
