import { costPools, payers, services } from '../../db/schema';

export type ServiceRow = typeof services.$inferSelect;
/** A service as the list, the search and the export read it (see `listed`). */
export type ListedServiceRow = Pick<ServiceRow, keyof typeof listedColumns> & {
  costPoolName: string | null;
  payerName: string | null;
};
/** A service with the names of its cost centre and payer, as the detail shows it. */
export type NamedServiceRow = ServiceRow & { costPoolName: string | null; payerName: string | null };

/**
 * What the list, the search and the export show of a service, and their sort keys: not its add-ons and APNs
 * (jsonb), barrings (an array), PUK codes, price or times, which only the detail shows: reading all 27 columns
 * (as there were then) was most of what a 100,000-row export allocated (77 of its 100 young-generation
 * collections, bench/README.md).
 */
export const listedColumns = {
  id: services.id,
  number: services.number,
  numberType: services.numberType,
  type: services.type,
  status: services.status,
  suspensionKind: services.suspensionKind,
  iccid: services.iccid,
  userName: services.userName,
  packageName: services.packageName,
  costPoolId: services.costPoolId,
  payerId: services.payerId,
  contractStart: services.contractStart,
  fixedTermEnd: services.fixedTermEnd,
  scheduledTermination: services.scheduledTermination,
};

/**
 * The listed columns and the two names in one flat selection, read as the rows they are: a nested selection
 * spread into a flat row afterwards made reading a 100,000-row export's services take 68 young collections
 * instead of 46 and move 99 MB to V8's old space instead of 28 (bench/README.md).
 */
export const listed = { ...listedColumns, costPoolName: costPools.name, payerName: payers.name };
