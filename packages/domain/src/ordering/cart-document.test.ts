import { describe, expect, it } from 'vitest';
import { lineOfBundle, withSelectionValues, type CartLine } from './cart-document';

const line = (orderlineBundleNo: number, bundleNos: number[]): CartLine => ({
  orderlineBundleNo,
  rootBundleTemplateId: 'MOB',
  products: [],
  selections: bundleNos.map((bundleNo) => ({ bundleNo, values: { [`P.n${bundleNo}`]: String(bundleNo) } })),
});

describe('a selection of the cart by its bundle number', () => {
  const lines = [line(1, [2, 3]), line(4, [5])];

  it('is found in the order line that holds it, and nowhere for a number the cart lacks', () => {
    expect(lineOfBundle(lines, 3)).toBe(lines[0]);
    expect(lineOfBundle(lines, 5)).toBe(lines[1]);
    expect(lineOfBundle(lines, 4)).toBeUndefined();
  });

  it('has its values made over while every other selection and line stays as it was', () => {
    const changed = withSelectionValues(lines, 3, (values) => ({ ...values, 'P.poa': 'x' }));
    expect(changed[0]!.selections[1]!.values).toEqual({ 'P.n3': '3', 'P.poa': 'x' });
    expect(changed[0]!.selections[0]).toBe(lines[0]!.selections[0]);
    expect(changed[1]).toBe(lines[1]);
    expect(lines[0]!.selections[1]!.values).toEqual({ 'P.n3': '3' });
  });
});
