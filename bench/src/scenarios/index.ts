import type { BenchScenario } from '../scenario';
import { companySearchScenario } from './company-search';
import { dashboardScenario } from './dashboard';
import { demoScenario } from './demo';
import { documentsScenario } from './documents';
import { invoicingScenario } from './invoicing';
import { matskuScenario } from './matsku';
import { orderingScenario } from './ordering';
import { ordersScenario } from './orders';
import { servicesScenario } from './services';
import { sessionScenario } from './session';
import { ticketQueueScenario } from './ticket-queue';
import { ticketsScenario } from './tickets';
import { usersScenario } from './users';

/** Every area's scenario; an area adds its own file and one entry here. */
export const SCENARIOS: BenchScenario[] = [
  sessionScenario,
  ticketsScenario,
  servicesScenario,
  ticketQueueScenario,
  companySearchScenario,
  usersScenario,
  documentsScenario,
  orderingScenario,
  dashboardScenario,
  ordersScenario,
  matskuScenario,
  invoicingScenario,
  demoScenario,
];
