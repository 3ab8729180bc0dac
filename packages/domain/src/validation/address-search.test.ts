import { describe, expect, it } from 'vitest';
import { incompleteAddressFields, isAddressComplete, type PartyAddressForm } from './address-completeness';
import { incompatibleProductsError } from './incompatible-products';
import { splitIndividualSearch } from './individual-search';

const complete: PartyAddressForm = {
  partyType: 'organization',
  street: 'Mannerheimintie 1',
  postalNumber: '00100',
  city: 'Helsinki',
  country: 'FI',
};

describe('incompleteAddressFields (§5)', () => {
  it.each<[string, PartyAddressForm, string[]]>([
    ['complete organization', complete, []],
    ['individual needs an e-mail', { ...complete, partyType: 'individual' }, ['email']],
    ['individual with e-mail', { ...complete, partyType: 'individual', email: 'a@b.fi' }, []],
    ['bad e-mail of an organization', { ...complete, email: 'a@b' }, ['email']],
    ['telephone checked if given', { ...complete, mobileNumber: '12' }, ['mobileNumber']],
    ['telephone with spaces', { ...complete, mobileNumber: '+358 40 123 4567' }, []],
    ['everything missing', { partyType: 'thing' }, ['street', 'postalNumber', 'city', 'country']],
    ['Finnish postal number format', { ...complete, postalNumber: '100' }, ['postalNumber']],
    ['foreign postal number format', { ...complete, country: 'GB', postalNumber: 'SW1A 1AA' }, []],
  ])('%s', (_name, form, expected) => {
    expect(incompleteAddressFields(form)).toEqual(expected);
    expect(isAddressComplete(form)).toBe(expected.length === 0);
  });
});

describe('splitIndividualSearch (§5)', () => {
  it.each([
    ['Matti Meikäläinen', { firstName: 'Matti', lastName: 'Meikäläinen' }],
    ['  Matti   Meikäläinen ', { firstName: 'Matti', lastName: 'Meikäläinen' }],
    ['Matti', null],
    ['Anna Liisa Virtanen', null],
    ['', null],
  ])('%j -> %j', (input, expected) => {
    expect(splitIndividualSearch(input)).toEqual(expected);
  });
});

describe('incompatibleProductsError (§5)', () => {
  it('lists offering type and product name of each', () => {
    expect(
      incompatibleProductsError([
        { offeringType: 'DEVICE', productName: 'Phone X' },
        { offeringType: 'DATA_PACKAGE', productName: 'Data 10 GB' },
      ]),
    ).toEqual({
      key: 'validation.incompatible-products',
      params: { products: 'DEVICE: Phone X, DATA_PACKAGE: Data 10 GB' },
    });
  });

  it('is no error when nothing is incompatible', () => {
    expect(incompatibleProductsError([])).toBeNull();
  });
});
