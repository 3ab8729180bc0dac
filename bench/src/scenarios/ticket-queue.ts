import type { BenchScenario } from '../scenario';

const queue = (query = '') => `/api/tickets/queue?pageSize=20${query}`;

/**
 * /0/tickets, the desk's queue over the tickets scenario's million tickets in 10 000 companies (about seven
 * in eight open, one in seven critical): its first page (critical first, then the oldest), a deep page, and
 * the filters the desk uses most (a day: the data-centre types' visits and shipments spread over 90 days), and
 * the free-text search over every company: a word and number in a few tickets, and a word in all of them.
 */
export const ticketQueueScenario: BenchScenario = {
  name: 'ticket-queue',
  persona: 'cc@kaista.example',
  targets: [
    { title: 'GET queue, first page (open, all companies)', method: 'GET', path: queue() },
    { title: 'GET queue, page at offset 5 000', method: 'GET', path: queue('&offset=5000') },
    { title: 'GET queue, UNTOUCHED', method: 'GET', path: queue('&status=UNTOUCHED') },
    { title: 'GET queue, unassigned', method: 'GET', path: queue('&assignee=unassigned') },
    { title: 'GET queue, mine', method: 'GET', path: queue('&assignee=mine') },
    { title: 'GET queue, critical incidents', method: 'GET', path: queue('&urgency=critical&type=INCIDENT') },
    { title: 'GET queue, one company', method: 'GET', path: queue('&companyId=200000') },
    { title: "GET queue, one day's visits and shipments", method: 'GET', path: queue('&day=2026-11-20') },
    { title: 'GET queue, free-text search (a few tickets)', method: 'GET', path: queue('&q=tapaus%2012345') },
    { title: 'GET queue, a word in every ticket', method: 'GET', path: queue('&q=yhteys') },
  ],
};
