import { zodResolver } from '@hookform/resolvers/zod';
import {
  DELIVERY_METHOD_NAMES,
  DELIVERY_METHODS,
  INVOICE_TYPE_NAMES,
  INVOICE_TYPES,
  PAYER_LIMITS,
  payerInputSchema,
  type Payer,
  type PayerInput,
  type PayerValues,
} from '@kaista/domain/invoices';
import { useForm, useWatch } from 'react-hook-form';
import { useCodeName } from '../../lib/i18n/use-code-name';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { LeaveGuard, RadioGroup, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { FormActions } from './form-actions';
import { PayerDeliveryFields } from './payer-delivery-fields';
import styles from './invoicing.module.css';

interface PayerFormProps {
  payer?: Payer;
  onSubmit: (values: PayerValues) => Promise<unknown>;
  isBusy: boolean;
  submitLabel: string;
  /** Leaves a change unsaved; a new agreement has the page's back link instead. */
  onCancel?: () => void;
}

function defaultsOf(payer: Payer | undefined): PayerInput {
  return {
    name: payer?.name ?? '',
    invoiceType: payer?.invoiceType ?? 'CORPORATE_CUSTOMER_INVOICE',
    deliveryMethod: payer?.deliveryMethod ?? 'EMAIL',
    email: payer?.email ?? '',
    eInvoiceAddress: payer?.eInvoiceAddress ?? '',
    eInvoiceOperator: payer?.eInvoiceOperator ?? '',
    contactName: payer?.contactName ?? '',
    street: payer?.address?.street ?? '',
    postalNumber: payer?.address?.postalNumber ?? '',
    city: payer?.address?.city ?? '',
    country: payer?.address?.country ?? 'FI',
    reference: payer?.reference ?? '',
  };
}

/** A billing agreement: the §3 delivery method decides which of the other fields it asks for. */
export function PayerForm({ payer, onSubmit, isBusy, submitLabel, onCancel }: PayerFormProps) {
  const { t } = useTranslation();
  const invoiceTypeName = useCodeName(INVOICE_TYPE_NAMES);
  const deliveryMethodName = useCodeName(DELIVERY_METHOD_NAMES);
  const form = useForm<PayerInput, unknown, PayerValues>({
    resolver: zodResolver(payerInputSchema),
    defaultValues: defaultsOf(payer),
  });
  const method = useWatch({ control: form.control, name: 'deliveryMethod' }) ?? 'EMAIL';
  const submit = useFormSubmit(form, onSubmit);

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <FormField control={form.control} name="name">
        {(field) => (
          <TextField
            {...field}
            label={t('invoicing.payer.name')}
            maxLength={PAYER_LIMITS.nameMax}
            isRequired
          />
        )}
      </FormField>
      <FormField control={form.control} name="invoiceType">
        {(field) => (
          <RadioGroup
            label={t('invoicing.payer.invoiceType')}
            options={INVOICE_TYPES.map((type) => ({
              value: type,
              label: invoiceTypeName(type),
            }))}
            value={field.value}
            onChange={field.onChange}
            isRequired
          />
        )}
      </FormField>
      <FormField control={form.control} name="deliveryMethod">
        {(field) => (
          <RadioGroup
            label={t('invoicing.payer.deliveryMethod')}
            options={DELIVERY_METHODS.map((value) => ({
              value,
              label: deliveryMethodName(value),
            }))}
            value={field.value}
            onChange={field.onChange}
            isRequired
          />
        )}
      </FormField>
      <PayerDeliveryFields control={form.control} method={method} />
      <FormField control={form.control} name="reference">
        {(field) => (
          <TextField
            {...field}
            value={field.value ?? ''}
            label={t('invoicing.payer.reference')}
            description={t('invoicing.payer.reference-hint')}
            maxLength={PAYER_LIMITS.referenceMax}
          />
        )}
      </FormField>
      <FormActions submitLabel={submitLabel} isBusy={isBusy} onCancel={onCancel} />
      <LeaveGuard when={form.formState.isDirty} />
    </form>
  );
}
