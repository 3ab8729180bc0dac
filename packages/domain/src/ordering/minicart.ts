import { z } from 'zod';

const totalsSchema = z.object({ oneTimeCents: z.number().int(), monthlyCents: z.number().int() });

/**
 * §7 GET /minicart: the user's B2B cart in brief (§4: the active one, else the first), for a glance from
 * anywhere: each order line's name, quantity and prices, and the totals; no cart gives code null.
 */
export const miniCartSchema = z.object({
  code: z.string().nullable(),
  totalItems: z.number().int(),
  entries: z.array(
    z.object({
      orderlineBundleNo: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      totals: totalsSchema,
    }),
  ),
  totals: totalsSchema,
});
export type MiniCart = z.infer<typeof miniCartSchema>;
