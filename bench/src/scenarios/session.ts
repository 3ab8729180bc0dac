import type { BenchScenario } from '../scenario';

/** The calls every open tab makes: the keep-alive each minute and the user on every load. */
export const sessionScenario: BenchScenario = {
  name: 'session',
  persona: 'manager@aurora.example',
  targets: [
    { title: 'POST /gauth/keepalive', method: 'POST', path: '/gauth/keepalive' },
    { title: 'GET /api/users/self/info', method: 'GET', path: '/api/users/self/info' },
  ],
};
