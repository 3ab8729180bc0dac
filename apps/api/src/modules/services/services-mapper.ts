import type { PlacedActionOrder } from '@kaista/domain/orders';
import type {
  ServiceDetail,
  ServiceNumberType,
  ServiceOrder,
  ServiceState,
  ServiceStatus,
  ServiceSummary,
  ServiceType,
  SuspensionKind,
  TerminationKind,
} from '@kaista/domain/services';
import type { ListedServiceRow, NamedServiceRow, ServiceRow } from './service-rows';

const ref = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

/** The facts the domain's §4 rules read. */
export function toServiceState(row: ServiceRow): ServiceState {
  return {
    status: row.status as ServiceStatus,
    type: row.type as ServiceType,
    suspensionKind: row.suspensionKind as SuspensionKind | null,
    scheduledTermination: row.scheduledTermination,
    iccid: row.iccid,
    packageCode: row.packageCode,
  };
}

export function toServiceSummary(row: ListedServiceRow): ServiceSummary {
  return {
    id: row.id,
    number: row.number,
    numberType: row.numberType as ServiceNumberType,
    type: row.type as ServiceType,
    status: row.status as ServiceStatus,
    suspensionKind: row.suspensionKind as SuspensionKind | null,
    iccid: row.iccid,
    userName: row.userName,
    packageName: row.packageName,
    costCentre: ref(row.costPoolId, row.costPoolName),
    payer: ref(row.payerId, row.payerName),
    contractStart: row.contractStart,
    fixedTermEnd: row.fixedTermEnd,
    scheduledTermination: row.scheduledTermination,
  };
}

export function toServiceDetail(row: NamedServiceRow): ServiceDetail {
  return {
    ...toServiceSummary(row),
    packageCode: row.packageCode,
    monthlyPriceCents: row.monthlyPriceCents,
    addOns: row.addOns,
    barrings: row.barrings,
    apns: row.apns,
    terminationKind: row.terminationKind as TerminationKind | null,
    endedOn: row.endedOn,
    simActivatedAt: row.simActivatedAt?.toISOString() ?? null,
    version: row.version,
  };
}

export const toServiceOrder = (order: PlacedActionOrder, products: string[]): ServiceOrder => ({
  id: order.id,
  orderNumber: String(order.orderNumber),
  orderType: order.orderType,
  status: order.status,
  createdAt: order.createdAt.toISOString(),
  products,
});
