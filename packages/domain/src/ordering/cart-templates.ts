import { z } from 'zod';
import { FIELD_ERROR_KEYS } from '../shared/validation/field-errors';
import { nextBundleNo, type CartLine } from './cart-document';

/** Save a cart as a template (§ issue 10 "new employee kit"): the name it is listed by. */
export const saveTemplateSchema = z.object({
  name: z.string().trim().min(1, FIELD_ERROR_KEYS.empty).max(100, FIELD_ERROR_KEYS.maxLength),
});

/** A company's cart template as listed: its name, what it orders and how many items. */
export const cartTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The main products of its lines, by name, each with its quantity. */
  lines: z.array(z.object({ name: z.string(), quantity: z.number().int() })),
  createdAt: z.string(),
});
export type CartTemplate = z.infer<typeof cartTemplateSchema>;

export const cartTemplatesSchema = z.object({ templates: z.array(cartTemplateSchema) });

/**
 * The form a template name is compared in: a company's templates are told apart by name, so two names that
 * differ only in case or spacing are the same name ('Uusi myyjä' and ' uusi  MYYJÄ').
 */
export const templateNameKey = (name: string): string =>
  name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fi');

/** Whether `name` is already the name of one of `existing` (the company's template names). */
export const templateNameTaken = (existing: readonly string[], name: string): boolean =>
  existing.some((other) => templateNameKey(other) === templateNameKey(name));

/** The field error of a template name another template of the company already has (409). */
export const TEMPLATE_NAME_TAKEN = 'ordering.template.name-taken';

export const fromTemplateSchema = z.object({ templateId: z.uuid() });

/**
 * A cart's lines as a template keeps them: the products and the quantities, never the values filled in for
 * one order (a user, a number, an ICCID, a composite's rows belong to one order, not to a kit).
 */
export const templateLines = (lines: readonly CartLine[]): CartLine[] =>
  lines.map((line) => ({
    ...line,
    products: line.products.map((product) => ({ ...product })),
    selections: line.selections.map((selection) => ({ bundleNo: selection.bundleNo, values: {} })),
  }));

/** A template's lines appended to a cart: each line and selection with a bundle number of the cart's own. */
export function appendTemplate(cartLines: readonly CartLine[], template: readonly CartLine[]): CartLine[] {
  let next = nextBundleNo(cartLines) - 1;
  const added = template.map((line) => {
    const orderlineBundleNo = ++next;
    return {
      ...line,
      orderlineBundleNo,
      selections: line.selections.map(() => ({ bundleNo: ++next, values: {} })),
    };
  });
  return [...cartLines, ...added];
}
