import { businessesCalls } from '@kaista/domain/businesses';
import { ticketCalls, type Ticket } from '@kaista/domain/tickets';
import { screen } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RouteGuard } from './route-guard';
import { i18n } from '../../lib/i18n/i18n';
import { currentNotifications } from '../../lib/notifications/notification-store';
import { answer, mockApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render-routes';
import { testUser } from '../../test/test-users';
import { auroraCompany } from '../../test/test-company';
import { COMPANY } from '../../features/tickets/tickets-test-kit';
import { ticketsRoutes } from '../../features/tickets/tickets-routes';

const id = '00000000-0000-4000-8060-000000000012';
const ticket: Ticket = {
  id,
  number: 12,
  type: 'INCIDENT',
  urgency: 'normal',
  status: 'UNTOUCHED',
  subject: 'Runkoyhteys poikki',
  description: 'Ei liikennettä.',
  createdByName: 'Maria Manninen',
  createdByOperatorName: null,
  createdAt: '2026-11-20T08:00:00Z',
  updatedAt: '2026-11-20T08:00:00Z',
  assignee: null,
  version: 1,
  relatedDevice: null,
  relatedService: null,
  contactGroup: null,
  details: {},
};
// A delivery coordinator belongs to no company: the server gives operator staff every permission in any
// company, and the web's guard must let them in just the same.
const deliveryCoordinator = testUser(['DCUser']);

function renderGuarded(path: string) {
  const guarded = {
    path: ':companyId',
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    children: ticketsRoutes,
  };
  return renderRoutes([guarded], `/${COMPANY}/${path}`, { user: deliveryCoordinator });
}

describe("operator staff in a company's tickets", () => {
  beforeAll(() => i18n.changeLanguage('en'));
  afterEach(() => vi.unstubAllGlobals());

  it('a DC user with no membership opens the list and may create a ticket', async () => {
    mockApi([
      answer(businessesCalls.get, () => auroraCompany),
      answer(ticketCalls.list, () => ({ items: [], total: 0, totalCapped: false, offset: 0, pageSize: 20 })),
    ]);
    renderGuarded('tickets');
    expect(await screen.findByRole('link', { name: 'New support request' })).toBeVisible();
    expect(screen.queryByText('elsewhere')).not.toBeInTheDocument();
  });

  it('a DC user with no membership opens a ticket and gets the desk', async () => {
    mockApi([
      answer(businessesCalls.get, () => auroraCompany),
      answer(ticketCalls.get, () => ticket),
      answer(ticketCalls.comments, () => []),
      answer(ticketCalls.attachments, () => []),
      answer(ticketCalls.timeline, () => []),
    ]);
    renderGuarded(`tickets/${id}`);
    expect(await screen.findByRole('heading', { name: 'Customer care' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Assign to me' })).toBeVisible();
  });

  it('a company that does not exist is not found, with no notice from the page whose calls answer 404 first', async () => {
    const notFound = () =>
      Response.json({ code: 'NOT_FOUND', message: 'Company not found.' }, { status: 404 });
    const list = vi.fn(notFound);
    mockApi([
      answer(
        businessesCalls.get,
        () => new Promise<Response>((resolve) => setTimeout(() => resolve(notFound()), 50)),
      ),
      answer(ticketCalls.list, list),
    ]);
    renderGuarded('tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(list).not.toHaveBeenCalled();
    expect(currentNotifications()).toEqual([]);
  });
});
