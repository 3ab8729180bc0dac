import { z } from 'zod';
import { SUSPENSION_KINDS, TERMINATION_KINDS } from './service-enums';

/** A selection from the services list takes at most this many services per bulk action. */
export const BULK_LIMITS = { maxServices: 100 } as const;

const serviceIds = z.array(z.uuid()).min(1).max(BULK_LIMITS.maxServices);

/**
 * §7 bulk actions on a selection from the list (issue 12): suspend, change the cost centre, or cease, each
 * service through the same §4 rules as one by one. A service that is refused does not stop the others.
 */
export const bulkServiceActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('suspend'), serviceIds, suspensionKind: z.enum(SUSPENSION_KINDS) }),
  z.object({ action: z.literal('cost-centre'), serviceIds, costCentreId: z.uuid() }),
  z.object({
    action: z.literal('cease'),
    serviceIds,
    terminationType: z.enum(TERMINATION_KINDS),
    terminationDate: z.iso.date().optional(),
  }),
]);
export type BulkServiceAction = z.input<typeof bulkServiceActionSchema>;

/** Per service: done, or the §8 code (or HTTP status name) that refused it. */
export const bulkServiceResultSchema = z.object({
  results: z.array(
    z.object({
      serviceId: z.string(),
      number: z.string().nullable(),
      ok: z.boolean(),
      code: z.string().nullable(),
    }),
  ),
});
export type BulkServiceResult = z.infer<typeof bulkServiceResultSchema>;
