import { zodResolver } from '@hookform/resolvers/zod';
import { submitShopOrderSchema, type MatskuCart, type SubmitShopOrder } from '@kaista/domain/matsku';
import { SHIPMENT_INVOICE_REFERENCE_MAX } from '@kaista/domain/shared/constants';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { Button, Dropdown, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { storesQuery, useCartChange } from './matsku-queries';
import styles from './order-form.module.css';
import parts from './shop-parts.module.css';

interface OrderFormProps {
  companyId: string;
  cart: MatskuCart;
  onSubmit: (order: SubmitShopOrder) => Promise<unknown>;
  isBusy: boolean;
}

/** §5 partner shop order: the place of delivery (required) and the shipment invoice's reference (1–35). */
export function OrderForm({ companyId, cart, onSubmit, isBusy }: OrderFormProps) {
  const { t } = useTranslation();
  const stores = useQuery(storesQuery(companyId));
  const change = useCartChange(companyId);
  const form = useForm<SubmitShopOrder>({
    resolver: zodResolver(submitShopOrderSchema),
    defaultValues: { storeId: cart.storeId ?? '', endCustomerReference: cart.endCustomerReference ?? '' },
  });
  const submit = useFormSubmit(form, onSubmit);
  const options = (stores.data ?? []).map((store) => ({
    id: store.id,
    label: `${store.name}, ${store.street}, ${store.postalNumber} ${store.city}`,
  }));

  return (
    <form className={styles.orderForm} onSubmit={submit} noValidate aria-labelledby="order-details">
      <h2 id="order-details" className={parts.panelTitle}>
        {t('matsku.order.details')}
      </h2>
      <FormField control={form.control} name="storeId">
        {(field) => (
          <Dropdown
            label={t('matsku.order.delivery')}
            placeholder={t('matsku.order.choose-store')}
            options={options}
            value={field.value || null}
            onChange={(storeId) => {
              field.onChange(storeId ?? '');
              // The basket keeps the place, so the shop shows that store's stock.
              change.mutate({ kind: 'store', storeId });
            }}
            errorMessage={field.errorMessage}
            isRequired
          />
        )}
      </FormField>
      <FormField control={form.control} name="endCustomerReference">
        {(field) => (
          <TextField
            {...field}
            label={t('matsku.order.reference')}
            description={t('matsku.order.reference-help')}
            maxLength={SHIPMENT_INVOICE_REFERENCE_MAX}
            isRequired
          />
        )}
      </FormField>
      <Button type="submit" isDisabled={isBusy}>
        {t('matsku.order.submit')}
      </Button>
    </form>
  );
}
