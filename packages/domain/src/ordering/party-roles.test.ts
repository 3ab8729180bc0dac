import { describe, expect, it } from 'vitest';
import { orderAvailability, stockLevel } from './catalogue-queries';
import { NUMBER_RANGE_WARNING_LEVELS } from './number-rules';
import type { BundleStructure } from './catalogue';
import { partyRoleBodySchema, partyRolesOfLine, withPartyRole, type CartPartyRole } from './party-roles';

const party = (id: string, role: CartPartyRole['role'], line: number | null): CartPartyRole => ({
  id,
  role,
  name: 'Teemu Tekninen',
  email: 'teemu@aurora.example',
  phone: '',
  orderlineBundleNo: line,
});
const ID = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;

describe('party roles', () => {
  it('keeps one party per role for the whole order and for each line, on lines the cart has', () => {
    const one = withPartyRole([], party(ID(1), 'TECHNICAL_CONTACT', null), [1]);
    expect(one).toHaveLength(1);
    const roles = one as CartPartyRole[];
    expect(withPartyRole(roles, party(ID(2), 'TECHNICAL_CONTACT', null), [1])).toBe('DUPLICATE');
    expect(withPartyRole(roles, party(ID(2), 'TECHNICAL_CONTACT', 1), [1])).toHaveLength(2);
    expect(withPartyRole(roles, party(ID(2), 'ORDER_CONTACT', 7), [1])).toBe('UNKNOWN_LINE');
    // A change keeps its place and may keep its own role.
    const changed = withPartyRole(roles, { ...roles[0]!, name: 'Teemu Teknikko' }, [1]) as CartPartyRole[];
    expect(changed.map((role) => role.name)).toEqual(['Teemu Teknikko']);
    expect(partyRolesOfLine([...roles, party(ID(3), 'INSTALLATION_CONTACT', 2)], 1)).toEqual(roles);
  });

  it('checks a party by §5: a name, and an e-mail or a phone to reach them by', () => {
    const parsed = partyRoleBodySchema.safeParse({
      role: 'ORDER_CONTACT',
      name: 'Olli',
      phone: '040 123 4567',
    });
    expect(parsed.success && parsed.data).toMatchObject({ phone: '0401234567', orderlineBundleNo: null });
    const unreachable = partyRoleBodySchema.safeParse({ role: 'ORDER_CONTACT', name: 'Olli' });
    expect(unreachable.error?.issues.map((issue) => issue.message)).toEqual([
      'ordering.party-roles.reachable',
    ]);
  });
});

describe('stock and order availability', () => {
  it('reads the §4 stock level from the units', () => {
    expect([0, 1, 5, 6].map(stockLevel)).toEqual(['NO_STOCK', 'LOW_STOCK', 'LOW_STOCK', 'IN_STOCK']);
  });

  it('counts a product’s stock over the whole cart and names what is no longer offered', () => {
    const structure = {
      rootBundleTemplateId: 'DEVICE',
      products: [{ code: 'PHONE', name: 'Puhelin' }],
    } as unknown as BundleStructure;
    const line = (no: number, code: string, quantity: number) => ({
      orderlineBundleNo: no,
      rootBundleTemplateId: 'DEVICE',
      products: [{ bundleTemplateId: 'D', productCode: code }],
      selections: Array.from({ length: quantity }, (_, index) => ({ bundleNo: no * 10 + index, values: {} })),
    });
    const structures = new Map([['DEVICE', structure]]);
    const stocks = new Map([['PHONE', 3]]);
    expect(orderAvailability([line(1, 'PHONE', 2)], structures, new Set(['PHONE']), stocks).available).toBe(
      true,
    );
    const both = orderAvailability(
      [line(1, 'PHONE', 2), line(2, 'PHONE', 2)],
      structures,
      new Set(['PHONE']),
      stocks,
    );
    expect(both.lines.map((answer) => answer.status)).toEqual(['NO_STOCK', 'NO_STOCK']);
    const gone = orderAvailability([line(1, 'PHONE', 1)], structures, new Set(), stocks);
    expect(gone).toMatchObject({ available: false, lines: [{ status: 'NOT_OFFERED', name: 'Puhelin' }] });
  });
});

describe('number range warnings (§8 levels)', () => {
  it('shows not enough CSN numbers as an info, almost exhausted as a warning and not enough as an error', () => {
    expect(NUMBER_RANGE_WARNING_LEVELS).toEqual({
      ALMOST_EXHAUSTED: 'warning',
      NOT_ENOUGH_CSN_NUMBERS: 'info',
      NOT_ENOUGH_NUMBERS: 'error',
    });
  });
});
