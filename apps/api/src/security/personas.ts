import { DEMO_COMPANY } from '../seed/demo-ids';
import type { Caller } from './who-may-call';

const staff = (...globalRoles: string[]): Caller => ({ globalRoles, companyRoles: [], permissions: 'all' });
const member = (role: string, permissions: readonly string[] | 'all'): Caller => ({
  globalRoles: [],
  companyRoles: [role],
  permissions,
});
const USER_READS = [
  'ServicesReadService',
  'ServicesReadServiceList',
  'OrdersReadOrder',
  'TicketingReadTicket',
];

/**
 * Every persona of the README with what it holds in its own company (as the README describes it, not as the
 * seed stores it), that company, and one it does not belong to (none for operator staff, who reach all).
 */
export const PERSONAS = [
  { email: 'dc@kaista.example', caller: staff('DCUser'), own: DEMO_COMPANY.aurora, foreign: null },
  { email: 'cc@kaista.example', caller: staff('CCUser'), own: DEMO_COMPANY.kettu, foreign: null },
  {
    email: 'admin@kaista.example',
    caller: staff('SuperAdmin', 'DCUser'),
    own: DEMO_COMPANY.pohjola,
    foreign: null,
  },
  { email: 'mu@kaista.example', caller: staff('DNAMUUSER'), own: DEMO_COMPANY.kettu, foreign: null },
  ...[DEMO_COMPANY.aurora, DEMO_COMPANY.pohjola].map((own) => ({
    email: 'manager@aurora.example',
    caller: member('ServiceManagerUser', 'all'),
    own,
    foreign: DEMO_COMPANY.kettu,
  })),
  {
    email: 'user@aurora.example',
    caller: member('ServiceUser', USER_READS),
    own: DEMO_COMPANY.aurora,
    foreign: DEMO_COMPANY.pohjola,
  },
  {
    email: 'employee@aurora.example',
    caller: member('EmployeeUser', ['FECompositeWriteMyOrderRequests', 'OrdersRequestOrderRequest']),
    own: DEMO_COMPANY.aurora,
    foreign: DEMO_COMPANY.kettu,
  },
  {
    email: 'sms@aurora.example',
    caller: member('ServiceManagerUser', 'all'),
    own: DEMO_COMPANY.aurora,
    foreign: DEMO_COMPANY.kettu,
  },
  {
    email: 'rep@kettu.example',
    caller: member('REPMAINUSER', ['PartnerPortal']),
    own: DEMO_COMPANY.kettu,
    foreign: DEMO_COMPANY.aurora,
  },
  {
    email: 'repend@kettu.example',
    caller: member('REPENDUSER', ['PartnerPortal']),
    own: DEMO_COMPANY.kettu,
    foreign: DEMO_COMPANY.aurora,
  },
];
