import { featureFlagsFor } from '@kaista/domain/shared/constants';
import { describe, expect, it } from 'vitest';
import { areaRoutes } from './area-routes';
import { appRoutes } from './routes';
import { switchTarget } from './switch-target';
import { testUser } from '../../test/test-users';

const routes = appRoutes([], areaRoutes);
const flags = featureFlagsFor('ci');
const manager = testUser(
  [],
  [
    {
      uid: '100001',
      roles: ['ServiceManagerUser'],
      permissions: ['TicketingReadTicket', 'InvoicingReadInvoice'],
    },
    { uid: '100002', roles: ['ServiceManagerUser'], permissions: ['TicketingReadTicket'] },
  ],
);

function target(pathname: string, targetCompanyId: string, user = manager) {
  return switchTarget({ routes, pathname, targetCompanyId, user, flags });
}

describe('switchTarget', () => {
  it('keeps the page when the new company has it for the user', () => {
    expect(target('/100001/tickets', '100002')).toBe('/100002/tickets');
  });

  it("keeps the list page instead of the old company's object", () => {
    expect(target('/100001/tickets/42', '100002')).toBe('/100002/tickets');
  });

  it('goes home when the page is not open to the user in the new company', () => {
    expect(target('/100001/invoices', '100002')).toBe('/100002/home');
  });

  it('goes to /0 for company 0', () => {
    expect(target('/100001/tickets', '0')).toBe('/0');
  });

  it('goes home from a page outside any company', () => {
    expect(target('/0', '100001', testUser(['DCUser']))).toBe('/100001/home');
  });

  it('stays in the shop when switching inside it', () => {
    const dc = testUser(['DCUser']);
    expect(target('/100001/matsku/ordersummary', '100002', dc)).toBe('/100002/matsku/ordersummary');
  });
});
