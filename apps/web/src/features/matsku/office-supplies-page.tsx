import { zodResolver } from '@hookform/resolvers/zod';
import {
  OFFICE_SUPPLY_ITEMS,
  officeSuppliesOrderInputSchema,
  type OfficeSupplyItem,
  type OfficeSuppliesOrder,
} from '@kaista/domain/matsku';
import { MATSKU_MAX_QUANTITY } from '@kaista/domain/shared/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { z } from 'zod';
import { i18n } from '../../lib/i18n/i18n';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { notify } from '../../lib/notifications/notification-store';
import { useCompanyId } from '../../lib/routing/company-id';
import { BackLink, Button, Page, PageHeader, QuantityStepper, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { useOfficeSuppliesOrder } from './matsku-queries';
import styles from './office-supplies-page.module.css';
import parts from './shop-parts.module.css';

const addressSchema = officeSuppliesOrderInputSchema.omit({ lines: true });
type Address = z.input<typeof addressSchema>;
type Quantities = Record<OfficeSupplyItem, number>;
const none = Object.fromEntries(OFFICE_SUPPLY_ITEMS.map((item) => [item, 0])) as Quantities;

/**
 * §2 /{companyId}/matsku/officesupplies, for the one configured company: how many of each office supply,
 * and the store's number, post number, city and the e-mail for the confirmation (§5, each with its message).
 */
export function OfficeSuppliesPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const order = useOfficeSuppliesOrder(companyId);
  const [quantities, setQuantities] = useState<Quantities>(none);
  const [noItems, setNoItems] = useState(false);
  const [placed, setPlaced] = useState<OfficeSuppliesOrder | null>(null);
  const form = useForm<Address>({
    resolver: zodResolver(addressSchema),
    defaultValues: { storeNumber: '', postNumber: '', city: '', email: '' },
  });
  const lines = OFFICE_SUPPLY_ITEMS.filter((item) => quantities[item] > 0).map((item) => ({
    item,
    quantity: quantities[item],
  }));
  const submit = useFormSubmit(form, async (address: z.output<typeof addressSchema>) => {
    if (lines.length === 0) {
      setNoItems(true);
      return;
    }
    const answer = await order.mutateAsync({ ...address, lines });
    notify({
      text: t('matsku.office.placed', { number: answer.orderNumber }),
      language: i18n.language,
      type: 'success',
      disableAutoHide: true,
    });
    setPlaced(answer);
    setQuantities(none);
    form.reset();
  });
  const setQuantity = (item: OfficeSupplyItem, quantity: number) => {
    setNoItems(false);
    setQuantities((current) => ({ ...current, [item]: quantity }));
  };

  return (
    <Page labelledBy="office-title">
      <BackLink to={`/${companyId}/matsku`}>{t('matsku.product.back')}</BackLink>
      <PageHeader id="office-title" title={t('shell.nav.office-supplies')} />
      {placed && (
        <p className={styles.officePlaced} role="status">
          {t('matsku.office.placed-detail', {
            number: placed.orderNumber,
            count: placed.totalItems,
            email: placed.email,
          })}
        </p>
      )}
      <form
        className={styles.office}
        onSubmit={(event) => {
          // No item chosen is told at the same press as the fields' problems, not after they are mended.
          setNoItems(lines.length === 0);
          submit(event);
        }}
        noValidate
        aria-labelledby="office-title"
      >
        <fieldset className={styles.officeItems} aria-describedby={noItems ? 'office-no-items' : undefined}>
          <legend className={parts.panelTitle}>{t('matsku.office.items-title')}</legend>
          <ul className={parts.lines}>
            {OFFICE_SUPPLY_ITEMS.map((item) => {
              const name = t(`matsku.office.items.${item}`);
              return (
                <li key={item} className={parts.listRow}>
                  <span>{name}</span>
                  <QuantityStepper
                    label={t('matsku.cart.quantity', { name })}
                    decreaseLabel={t('matsku.cart.decrease', { name })}
                    increaseLabel={t('matsku.cart.increase', { name })}
                    value={quantities[item]}
                    onChange={(quantity) => setQuantity(item, quantity)}
                    min={0}
                    max={MATSKU_MAX_QUANTITY}
                  />
                </li>
              );
            })}
          </ul>
          {noItems && (
            <p id="office-no-items" className={styles.officeError} role="alert">
              {t('matsku.office.no-items')}
            </p>
          )}
        </fieldset>
        <fieldset className={styles.officeAddress}>
          <legend className={parts.panelTitle}>{t('matsku.office.delivery-title')}</legend>
          <FormField control={form.control} name="storeNumber">
            {(field) => (
              <TextField
                {...field}
                label={t('matsku.office.store-number')}
                inputMode="numeric"
                maxLength={10}
                isRequired
              />
            )}
          </FormField>
          <FormField control={form.control} name="postNumber">
            {(field) => (
              <TextField
                {...field}
                label={t('matsku.office.post-number')}
                inputMode="numeric"
                maxLength={5}
                isRequired
              />
            )}
          </FormField>
          <FormField control={form.control} name="city">
            {(field) => <TextField {...field} label={t('matsku.office.city')} maxLength={40} isRequired />}
          </FormField>
          <FormField control={form.control} name="email">
            {(field) => (
              <TextField
                {...field}
                label={t('matsku.office.email')}
                description={t('matsku.office.email-help')}
                inputMode="email"
                isRequired
              />
            )}
          </FormField>
          <Button type="submit" isDisabled={order.isPending}>
            {t('matsku.office.submit')}
          </Button>
        </fieldset>
      </form>
    </Page>
  );
}
