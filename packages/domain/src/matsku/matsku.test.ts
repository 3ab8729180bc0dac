import { describe, expect, it } from 'vitest';
import { MATSKU_MAX_QUANTITY } from '../shared/constants/limits';
import { parseTypedQuantity, stepQuantity } from '../shared/controls/quantity-stepper';
import { cartQuantityLimits, cartStepperConfig, checkCartQuantity, fitCartQuantity } from './cart-quantity';
import { productStatus, stockStatus, trafficLight } from './product-rules';
import { productSearchQuerySchema, submitShopOrderSchema } from './matsku';

describe('matsku cart quantity (§5)', () => {
  it('sells single items from 1 up to the named maximum, typed freely', () => {
    expect(cartQuantityLimits(1)).toEqual({ step: 1, min: 1, max: MATSKU_MAX_QUANTITY });
    expect(cartStepperConfig(1).isReadOnly).toBe(false);
  });

  it('steps by the package size and makes the field read-only when the step is not 1', () => {
    const config = cartStepperConfig(12);
    expect(config).toMatchObject({ step: 12, min: 12, isReadOnly: true });
    expect((config.max ?? 1) % 12).toBe(0);
    expect(stepQuantity(12, 'up', config)).toBe(24);
  });

  it('removes the line when stepping down from the least quantity', () => {
    expect(stepQuantity(1, 'down', cartStepperConfig(1))).toBe('remove');
    expect(stepQuantity(10, 'down', cartStepperConfig(10))).toBe('remove');
  });

  it('removes the line when 0 is typed, where other steppers clamp it to the least quantity', () => {
    expect(parseTypedQuantity('0', cartStepperConfig(1))).toBe('remove');
    expect(parseTypedQuantity('', cartStepperConfig(1))).toBe(1);
  });

  it.each([
    [0, 1, 'delete'],
    [5, 1, 'ok'],
    [MATSKU_MAX_QUANTITY, 1, 'ok'],
    [MATSKU_MAX_QUANTITY + 1, 1, 'too-many'],
    [15, 10, 'not-a-step'],
    [20, 10, 'ok'],
  ] as const)('quantity %i with package size %i is %s', (quantity, packageSize, verdict) => {
    expect(checkCartQuantity(quantity, packageSize)).toBe(verdict);
  });

  it('fits a wanted quantity onto whole packages within the limits', () => {
    expect(fitCartQuantity(3, 10)).toBe(10);
    expect(fitCartQuantity(11, 10)).toBe(20);
    expect(fitCartQuantity(5000, 1)).toBe(MATSKU_MAX_QUANTITY);
  });
});

describe('product display and stock (§4)', () => {
  it.each([
    [{ sync: true, approved: true, online: true }, 'online'],
    [{ sync: true, approved: false, online: false }, 'offline'],
    [{ sync: false, approved: true, online: true }, 'pending'],
    [{ sync: true, approved: true, online: false }, 'pending'],
  ] as const)('%o shows as %s', (flags, status) => {
    expect(productStatus(flags)).toBe(status);
  });

  it.each([
    [0, 5, 'noStock', 'RED'],
    [5, 5, 'lowStock', 'YELLOW'],
    [6, 5, 'inStock', 'GREEN'],
  ] as const)('balance %i under threshold %i is %s (%s)', (balance, threshold, status, light) => {
    expect(stockStatus(balance, threshold)).toBe(status);
    expect(trafficLight(stockStatus(balance, threshold))).toBe(light);
  });
});

describe('shop calls', () => {
  it('searches 20 hits from the start for everything by default', () => {
    expect(productSearchQuerySchema.parse({})).toMatchObject({
      q: '*',
      hits: 20,
      offset: 0,
      sort: 'relevance',
    });
  });

  it('requires a place of delivery and a 1–35 character reference', () => {
    const result = submitShopOrderSchema.safeParse({ storeId: '', endCustomerReference: 'x'.repeat(36) });
    expect(result.success).toBe(false);
    const keys = result.error?.issues.map((issue) => issue.message);
    expect(keys).toContain('matsku.place-of-delivery-error');
    expect(keys).toContain('matsku.reference-shown-on-shipment-invoice-error');
  });
});
