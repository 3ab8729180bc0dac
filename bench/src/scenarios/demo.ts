import { DEMO_COMPANY, demoUuid } from '@kaista/api/src/seed/demo-ids';
import { ticketedSubscriptions } from '@kaista/api/src/seed/demo-tickets';
import type { BenchScenario } from '../scenario';

const company = `/api/businesses/${DEMO_COMPANY.aurora}`;
/** The demo's third ticket: the first company's, with a conversation. */
const ticket = `${company}/tickets/${demoUuid(60, 3)}`;
/** The first subscription the demo's faults name, and the call its page makes for them. */
const aboutSubscription = `${company}/tickets?service=${ticketedSubscriptions(DEMO_COMPANY.aurora)[0]!.id}&pageSize=5`;

/**
 * What a newcomer meets first: the embedded database with the demo dataset only, and one user clicking
 * through the calls its screens make (`npm run bench -- demo`, one connection).
 */
export const demoScenario: BenchScenario = {
  name: 'demo',
  persona: 'manager@aurora.example',
  dataset: 'demo',
  connections: 1,
  targets: [
    { title: 'demo: POST /api/session', method: 'POST', path: '/api/session' },
    { title: 'demo: GET /api/users/self/info', method: 'GET', path: '/api/users/self/info' },
    { title: 'demo: GET /api/users/self/profile', method: 'GET', path: '/api/users/self/profile' },
    { title: 'demo: GET /api/environment', method: 'GET', path: '/api/environment' },
    { title: 'demo: GET company', method: 'GET', path: company },
    { title: 'demo: GET tickets', method: 'GET', path: `${company}/tickets` },
    { title: 'demo: GET tickets, search', method: 'GET', path: `${company}/tickets?q=vaihde` },
    { title: 'demo: GET tickets badge', method: 'GET', path: `${company}/tickets/statistics/non-closed` },
    { title: 'demo: GET tickets about a subscription', method: 'GET', path: aboutSubscription },
    { title: 'demo: GET ticket', method: 'GET', path: ticket },
    { title: 'demo: GET ticket comments', method: 'GET', path: `${ticket}/comments` },
    { title: 'demo: GET devices', method: 'GET', path: `${company}/devices` },
    { title: 'demo: GET contact groups', method: 'GET', path: `${company}/contactgroups` },
    { title: 'demo: GET audit log', method: 'GET', path: `${company}/audit` },
    { title: 'demo: GET own sessions', method: 'GET', path: '/api/users/self/sessions' },
    { title: 'demo: POST /gauth/keepalive', method: 'POST', path: '/gauth/keepalive' },
  ],
};
