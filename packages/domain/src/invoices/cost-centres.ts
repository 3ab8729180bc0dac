import { z } from 'zod';
import { companyParamsSchema } from '../shared/api/common';
import { listQuerySchema, pageSchema } from '../shared/api/paging';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { isValidFreeText, isValidOneLineFreeText } from '../shared/validation/text';

export const COST_CENTRE_LIMITS = { nameMax: 60, descriptionMax: 200, pickerMax: 500 } as const;

/** §5 says cost centres have no validation of their own; the name is free text, unique in the company. */
export const costPoolInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, FIELD_ERROR_KEYS.empty)
    .max(COST_CENTRE_LIMITS.nameMax, FIELD_ERROR_KEYS.maxLength)
    .refine(isValidOneLineFreeText, FIELD_ERROR_KEYS.freeText),
  description: z
    .string()
    .trim()
    .max(COST_CENTRE_LIMITS.descriptionMax, FIELD_ERROR_KEYS.maxLength)
    .refine((value) => !value || isValidFreeText(value), FIELD_ERROR_KEYS.freeText)
    .default('')
    .transform((value) => value || null),
});
export type CostPoolInput = z.input<typeof costPoolInputSchema>;
/** A cost centre's values as the schema leaves them: a trimmed name, a description or null. */
export type CostPoolValues = z.output<typeof costPoolInputSchema>;

export const costPoolSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Sent back as If-Match when the cost centre is changed (412 when someone changed it meanwhile). */
  version: z.number().int(),
  createdAt: z.string(),
});

export const costPoolParamsSchema = companyParamsSchema.extend({ costPoolId: z.uuid() });
export type CostPool = z.infer<typeof costPoolSchema>;

/** §7 /costpools2: offset, pageSize and a part of the name. */
export const costPoolListQuerySchema = listQuerySchema({
  name: z.string().trim().max(COST_CENTRE_LIMITS.nameMax).optional(),
});
export const costPoolPageSchema = pageSchema(costPoolSchema);
export type CostPoolPage = z.infer<typeof costPoolPageSchema>;
