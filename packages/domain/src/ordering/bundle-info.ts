import { z } from 'zod';
import type { CartDetails } from './cart-details';
import type { CartLine } from './cart-document';
import { partyRolesOfLine } from './party-roles';

/**
 * §3 bundle info: a cart's product selections as the order system reads them: each selection's bundle
 * number, its order line, the bundle configuration (root template and the products with their bundle
 * templates), the main product bundle, party roles and the end user's contact information.
 */
export const bundleInfoSchema = z.object({
  productSelections: z.array(
    z.object({
      bundleNo: z.number().int(),
      orderlineBundleNo: z.number().int(),
      bundleConfiguration: z.object({
        rootBundletemplateId: z.string(),
        products: z.array(z.object({ productCode: z.string(), bundleTemplateId: z.string() })),
      }),
      mainProductBundle: z.string().nullable(),
      partyRoleEntries: z.array(z.object({ role: z.string(), partyName: z.string() })),
      endUserContactInfo: z
        .object({ name: z.string(), email: z.string(), mobileNumber: z.string() })
        .nullable(),
    }),
  ),
});
export type BundleInfo = z.infer<typeof bundleInfoSchema>;

/** The bundle info of a cart's lines; `mainBundleOf` names each root template's main product bundle. */
export function bundleInfo(
  lines: readonly CartLine[],
  details: CartDetails,
  mainBundleOf: (rootBundleTemplateId: string) => string | null,
): BundleInfo {
  const endUser = details.endUser;
  return {
    productSelections: lines.flatMap((line) =>
      line.selections.map((selection) => ({
        bundleNo: selection.bundleNo,
        orderlineBundleNo: line.orderlineBundleNo,
        bundleConfiguration: {
          rootBundletemplateId: line.rootBundleTemplateId,
          products: line.products.map((product) => ({
            productCode: product.productCode,
            bundleTemplateId: product.bundleTemplateId,
          })),
        },
        mainProductBundle: mainBundleOf(line.rootBundleTemplateId),
        // §3 party roles: the payer pays for every selection; the end user uses it; the cart's own party
        // roles (§7 /partyroles) name the order's contacts, for the whole order or this line.
        partyRoleEntries: [
          ...(details.payer ? [{ role: 'PAYER', partyName: details.payer.name }] : []),
          ...(endUser ? [{ role: 'END_USER', partyName: endUser.name }] : []),
          ...partyRolesOfLine(details.partyRoles, line.orderlineBundleNo).map((party) => ({
            role: party.role,
            partyName: party.name,
          })),
        ],
        endUserContactInfo: endUser
          ? { name: endUser.name, email: endUser.email, mobileNumber: endUser.mobileNumber }
          : null,
      })),
    ),
  };
}
