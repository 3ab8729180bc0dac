/** §3 product selection of the bundle info, reduced to its grouping key. */
export type OrderLineKeyed = { orderlineBundleNo: string | number };

export type OrderLine<T extends OrderLineKeyed> = {
  orderlineBundleNo: T['orderlineBundleNo'];
  selections: T[];
  /** §4: the quantity of an order line is its number of selections. */
  quantity: number;
};

/** §4: groups product selections into order lines by orderlineBundleNo, in order of first appearance. */
export function groupOrderLines<T extends OrderLineKeyed>(selections: readonly T[]): OrderLine<T>[] {
  const lines = new Map<T['orderlineBundleNo'], T[]>();
  for (const selection of selections) {
    const line = lines.get(selection.orderlineBundleNo) ?? [];
    line.push(selection);
    lines.set(selection.orderlineBundleNo, line);
  }
  return [...lines].map(([orderlineBundleNo, group]) => ({
    orderlineBundleNo,
    selections: group,
    quantity: group.length,
  }));
}
