import type { PermissionName } from './permission-names';

/**
 * §6 composite permissions: WRITE_ORDER and WRITE_MY_ORDER_REQUESTS bundle the permissions needed to order
 * and to request an order. The spec does not list their members; these are the ones each flow calls.
 */
export const COMPOSITE_PERMISSIONS = {
  FECompositeWriteOrder: {
    code: 'WRITE_ORDER',
    members: [
      'OrdersWriteNewOrder',
      'OrdersWriteCart',
      'OrdersWriteChangeOrder',
      'ProductsReadProduct',
      'PricingReadOrderCapture',
    ],
  },
  FECompositeWriteMyOrderRequests: {
    code: 'WRITE_MY_ORDER_REQUESTS',
    members: [
      'OrdersRequestOrderRequest',
      'OrdersWriteCart',
      'ProductsReadProduct',
      'PricingReadOrderCapture',
    ],
  },
} as const satisfies Record<string, { code: string; members: readonly PermissionName[] }>;

export type CompositePermissionName = keyof typeof COMPOSITE_PERMISSIONS;

const compositeNames = Object.keys(COMPOSITE_PERMISSIONS) as CompositePermissionName[];

/** §6: whether a permission name is a composite one. */
export function isCompositePermission(name: string): name is CompositePermissionName {
  return (compositeNames as string[]).includes(name);
}

/** §6 expand: replaces every composite permission by its members, keeping order and dropping duplicates. */
export function expandPermissions(names: readonly string[]): string[] {
  const expanded = names.flatMap((name) =>
    isCompositePermission(name) ? [...COMPOSITE_PERMISSIONS[name].members] : [name],
  );
  return [...new Set(expanded)];
}

/**
 * §6 collapse: a set holding every member of a composite is shown as the composite; members that belong to
 * no complete composite stay as they are.
 */
export function collapsePermissions(names: readonly string[]): string[] {
  const held = new Set(expandPermissions(names));
  const complete = compositeNames.filter((c) => COMPOSITE_PERMISSIONS[c].members.every((m) => held.has(m)));
  const covered = new Set<string>(complete.flatMap((c) => COMPOSITE_PERMISSIONS[c].members));
  return [...complete, ...[...held].filter((name) => !covered.has(name))];
}
