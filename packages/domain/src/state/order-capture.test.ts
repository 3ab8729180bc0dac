import { describe, expect, it } from 'vitest';
import { componentOverride, isCompositeRowEditable, isOrderFieldMandatory } from './order-capture-fields';
import {
  isShopProductUnsynced,
  shopProductDisplayStatus,
  type ShopProductFlags,
} from './partner-shop-product';

describe('order capture fields (§4)', () => {
  it.each([
    ['primaryNumber', { value: 'NO', editable: false }],
    ['primaryDevice', { value: 'NO', editable: false }],
    ['nickname', null],
  ])('component %s -> %j', (code, expected) => {
    expect(componentOverride(code)).toEqual(expected);
  });

  it.each([
    [0, 3, false, false],
    [1, 3, false, false],
    [2, 3, false, true],
    [2, 3, true, false],
    [0, 1, false, true],
  ])('composite row %d of %d (standard APN %s) editable: %s', (index, count, apn, expected) => {
    expect(isCompositeRowEditable(index, count, apn)).toBe(expected);
  });

  it.each([
    ['number', false, true, true],
    ['contactName', false, true, true],
    ['contactPhone', false, true, true],
    ['signer', false, true, true],
    ['signer', false, false, false],
    ['nickname', false, true, false],
    ['nickname', true, false, true],
  ])('%s (own mandatory %s, port-in %s) mandatory: %s', (field, own, portIn, expected) => {
    expect(isOrderFieldMandatory(field, own, portIn)).toBe(expected);
  });
});

describe('partner shop product status (§4)', () => {
  it.each<[ShopProductFlags, string, string]>([
    [{ sync: true, approved: true, online: true }, 'online', 'success'],
    [{ sync: true, approved: false, online: false }, 'offline', 'error'],
    [{ sync: true, approved: true, online: false }, 'pending', 'warning'],
    [{ sync: true, approved: false, online: true }, 'pending', 'warning'],
    [{ sync: false, approved: true, online: true }, 'pending', 'warning'],
    [{ sync: false, approved: false, online: false }, 'pending', 'warning'],
  ])('%j -> %s', (flags, status, tone) => {
    expect(shopProductDisplayStatus(flags)).toEqual({ status, tone });
  });

  it.each([
    [[{ sync: true }, { sync: true }], false],
    [[{ sync: true }, { sync: false }], true],
    [[], false],
  ])('unsynced %j -> %s', (entries, expected) => {
    expect(isShopProductUnsynced(entries)).toBe(expected);
  });
});
