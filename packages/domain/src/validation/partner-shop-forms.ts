import { isValidPartnerShopEmail } from './email';
import { FIELD_ERROR_KEYS, type FieldErrorKey } from './field-errors';
import { isValidOfficeSuppliesStoreNumber, isValidPostalNumber } from './identifiers';
import { isValidCity, isValidShipmentInvoiceReference } from './text';

export type MatskuOrderForm = { placeOfDelivery?: string | null; shipmentInvoiceReference?: string };
export type OfficeSuppliesForm = { storeNumber?: string; postNumber?: string; city?: string; email?: string };

type Errors<F> = Partial<Record<keyof F, FieldErrorKey>>;

function collect<F>(checks: [keyof F, boolean, FieldErrorKey][]): Errors<F> {
  return Object.fromEntries(
    checks.filter(([, ok]) => !ok).map(([field, , key]) => [field, key]),
  ) as Errors<F>;
}

/** §5 partner shop order: place of delivery required; shipment-invoice reference 1–35 free-text characters. */
export function matskuOrderFormErrors(form: MatskuOrderForm): Errors<MatskuOrderForm> {
  return collect<MatskuOrderForm>([
    ['placeOfDelivery', !!form.placeOfDelivery, FIELD_ERROR_KEYS.placeOfDelivery],
    [
      'shipmentInvoiceReference',
      isValidShipmentInvoiceReference(form.shipmentInvoiceReference ?? ''),
      FIELD_ERROR_KEYS.shipmentInvoiceReference,
    ],
  ]);
}

/** §5 office supplies: store number at most 10 digits, post number 5 digits, city and e-mail, each its own message. */
export function officeSuppliesFormErrors(form: OfficeSuppliesForm): Errors<OfficeSuppliesForm> {
  return collect<OfficeSuppliesForm>([
    ['storeNumber', isValidOfficeSuppliesStoreNumber(form.storeNumber ?? ''), FIELD_ERROR_KEYS.storeNumber],
    ['postNumber', isValidPostalNumber(form.postNumber ?? ''), FIELD_ERROR_KEYS.postNumber],
    ['city', isValidCity(form.city ?? ''), FIELD_ERROR_KEYS.shopCity],
    ['email', isValidPartnerShopEmail(form.email ?? ''), FIELD_ERROR_KEYS.shopEmail],
  ]);
}
