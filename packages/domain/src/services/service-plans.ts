import type { OrderType } from '../orders/order-enums';
import type { ServiceAction, ServiceType } from './service-enums';

/** A package (plan) a service of a type can have, with its monthly price in cents. */
export interface ServicePlan {
  code: string;
  name: string;
  monthlyCents: number;
}

/**
 * The packages of each service type: what the inventory's services have and what /availableplans offers a
 * package change to (a service changes package within its own type only).
 */
export const SERVICE_PLANS: Record<ServiceType, readonly ServicePlan[]> = {
  mobile: [
    { code: 'MOB_5G_100', name: 'Kaista Mobiili 5G 100M', monthlyCents: 1990 },
    { code: 'MOB_5G_300', name: 'Kaista Mobiili 5G 300M', monthlyCents: 2690 },
    { code: 'MOB_5G_1000', name: 'Kaista Mobiili 5G 1000M', monthlyCents: 3490 },
    { code: 'MOB_PUHE', name: 'Kaista Puhe', monthlyCents: 990 },
  ],
  'mobile-broadband': [
    { code: 'MBB_5G_300', name: 'Kaista Mobiililaajakaista 5G 300M', monthlyCents: 2490 },
    { code: 'MBB_5G_1000', name: 'Kaista Mobiililaajakaista 5G 1000M', monthlyCents: 3990 },
  ],
  iot: [{ code: 'IOT_M2M', name: 'Kaista IoT M2M 1 Gt', monthlyCents: 390 }],
  switchboard: [{ code: 'VPBX_USER', name: 'Kaista Vaihde -käyttäjä', monthlyCents: 790 }],
  broadband: [
    { code: 'FBB_KUITU_300', name: 'Kaista Yrityskuitu 300M', monthlyCents: 3990 },
    { code: 'FBB_KUITU_1000', name: 'Kaista Yrityskuitu 1000M', monthlyCents: 7990 },
  ],
};

/** The name customers know a package by; a code no type has (a retired plan) stays as it is. */
export function planName(code: string): string {
  const plan = Object.values(SERVICE_PLANS)
    .flat()
    .find((candidate) => candidate.code === code);
  return plan?.name ?? code;
}

/** The packages a service of `type` on `currentCode` can change to. */
export const plansToChangeTo = (type: ServiceType, currentCode: string): ServicePlan[] =>
  SERVICE_PLANS[type].filter((plan) => plan.code !== currentCode);

/**
 * The §4 order type each state-changing service action is recorded as, so that it shows in /orders:
 * a package change is a CHANGE, a termination a CEASE, lifting a suspension a RECONNECT, a repair a
 * REPAIR_ORDER, and the other changes of a running subscription (suspension, SIM) a MODIFICATION.
 */
export const SERVICE_ACTION_ORDER_TYPES = {
  suspend: 'MODIFICATION',
  resume: 'RECONNECT',
  cease: 'CEASE',
  'change-package': 'CHANGE',
  'activate-sim': 'MODIFICATION',
  'replace-sim': 'MODIFICATION',
  'repair-asset': 'REPAIR_ORDER',
} as const satisfies Record<Exclude<ServiceAction, 'view-puk' | 'poa'>, OrderType>;

/** The order item characteristic that names the subscription an order changes (CHANGE, CEASE…). */
export const TARGET_SUBSCRIPTION = 'targetSubscriptionId';
/** The order item characteristic that names the service action an order records. */
export const SERVICE_ACTION_CHARACTERISTIC = 'serviceAction';
/** The order item characteristic that names the asset a repair order is for. */
export const ASSET_CHARACTERISTIC = 'assetId';
