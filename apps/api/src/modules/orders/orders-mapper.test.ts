import { describe, expect, it } from 'vitest';
import { toEndUsers } from './orders-mapper';
import type { OrderItemRow } from './orders.repo';

const item = (bundleNo: number, productCode: string, characteristics: Record<string, string>) =>
  ({ bundleNo, productCode, characteristics }) as OrderItemRow;

describe('toEndUsers', () => {
  it('names each selection’s user, not the contact person of its number transfer', () => {
    const transfer = { contactName: 'Matti Meikäläinen', contactPhone: '+358401112222' };
    expect(
      toEndUsers([
        item(2, 'MOB_5G_100', { userName: 'Anna Äijälä' }),
        item(2, 'NUM_PORT_IN', { number: '+358401234567', ...transfer }),
        item(3, 'MOB_5G_100', { userName: 'Liisa Virtanen' }),
        item(3, 'NUM_PORT_IN', { number: '+358407654321', ...transfer }),
      ]),
    ).toEqual([
      { bundleNo: 2, number: '+358401234567', contactName: 'Anna Äijälä', contactPhone: null },
      { bundleNo: 3, number: '+358407654321', contactName: 'Liisa Virtanen', contactPhone: null },
    ]);
  });

  it('names the contact with their phone where no user was given, and leaves out a selection naming no one', () => {
    expect(
      toEndUsers([
        item(2, 'GALAXY_A56_128', { contactName: 'Pekka Nieminen', contactPhone: '+358401112233' }),
        item(3, 'CASE', {}),
      ]),
    ).toEqual([{ bundleNo: 2, number: null, contactName: 'Pekka Nieminen', contactPhone: '+358401112233' }]);
  });
});
