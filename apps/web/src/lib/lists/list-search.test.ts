import { auditQuerySchema } from '@kaista/domain/audit';
import { companySearchQuerySchema } from '@kaista/domain/company-search';
import { ticketListQuerySchema } from '@kaista/domain/tickets';
import { describe, expect, it } from 'vitest';
import { filtersSetIn, readListSearch, withoutFilters, writeListQuery, writeListSearch } from './list-search';

const read = (query: string) => readListSearch(ticketListQuerySchema, new URLSearchParams(query));

describe('list state in the address', () => {
  it('reads paging, sort, direction and filters typed by the list-query schema', () => {
    expect(read('offset=40&status=SOLVING,PENDING_CUSTOMER&q=router&sort=updatedAt&direction=ASC')).toEqual({
      offset: 40,
      pageSize: 20,
      status: ['SOLVING', 'PENDING_CUSTOMER'],
      q: 'router',
      sort: 'updatedAt',
      direction: 'ASC',
    });
  });

  it('falls back to the default of each value the schema refuses and keeps the rest', () => {
    expect(read('offset=-3&pageSize=500&status=NOPE&sort=updatedAt')).toEqual({
      offset: 0,
      pageSize: 20,
      sort: 'updatedAt',
      direction: 'DEFAULT',
    });
  });

  it('writes only what differs from the defaults, arrays as the contract reads them', () => {
    const state = read('status=SOLVING,CLOSED&offset=20');
    expect(writeListSearch(ticketListQuerySchema, state).toString()).toBe(
      'offset=20&status=SOLVING%2CCLOSED',
    );
    expect(writeListSearch(ticketListQuerySchema, read('')).toString()).toBe('');
  });

  it('gives a call every value, paging included', () => {
    expect(writeListQuery(read('status=SOLVING')).toString()).toBe(
      'offset=0&pageSize=20&status=SOLVING&sort=createdAt&direction=DEFAULT',
    );
  });

  it("takes a page's own defaults in place of the schema's", () => {
    const defaults = { pageSize: 50 };
    const state = readListSearch(auditQuerySchema, new URLSearchParams('from=2026-11-01'), defaults);
    expect(state).toMatchObject({ offset: 0, pageSize: 50, from: '2026-11-01' });
    expect(writeListSearch(auditQuerySchema, state, defaults).toString()).toBe('from=2026-11-01');
    const search = readListSearch(companySearchQuerySchema, new URLSearchParams('query=aur'), {
      includeCustomerStatus: 'true',
    });
    expect(search).toMatchObject({ query: 'aur', includeCustomerStatus: true });
  });

  it('counts the filters an address sets, and takes them away keeping the order and the page size', () => {
    const search = new URLSearchParams('offset=40&status=SOLVING&q=router&sort=updatedAt&pageSize=50&utm=x');
    expect(filtersSetIn(ticketListQuerySchema, search)).toBe(2);
    expect(filtersSetIn(ticketListQuerySchema, new URLSearchParams('sort=updatedAt&offset=20'))).toBe(0);
    expect(withoutFilters(search).toString()).toBe('sort=updatedAt&pageSize=50');
  });
});
