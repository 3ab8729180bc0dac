import {
  E_INVOICE_METHODS,
  POSTAL_ADDRESS_METHODS,
  type DeliveryMethod,
  type PayerInput,
  type PayerValues,
} from '@kaista/domain/invoices';
import { EMAIL_MAX_LENGTH } from '@kaista/domain/shared/validation';
import { useQuery } from '@tanstack/react-query';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Dropdown, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { countriesQuery, fInvoiceOperatorsQuery } from './payer-queries';
import styles from './invoicing.module.css';

type PayerControl = Control<PayerInput, unknown, PayerValues>;
type DeliveryText = 'email' | 'eInvoiceAddress' | 'contactName' | 'street' | 'postalNumber' | 'city';

type PayerTextProps = { control: PayerControl; name: DeliveryText; max?: number; required?: boolean };

function PayerText({ control, name, max, required = true }: PayerTextProps) {
  const { t } = useTranslation();
  return (
    <FormField control={control} name={name}>
      {(field) => (
        <TextField
          {...field}
          value={field.value ?? ''}
          label={t(`invoicing.payer.${name}`)}
          description={name === 'eInvoiceAddress' ? t('invoicing.payer.eInvoiceAddress-hint') : undefined}
          maxLength={max}
          isRequired={required}
        />
      )}
    </FormField>
  );
}

/** §3: what a billing agreement's delivery method asks for: an e-mail, an e-invoice address or a postal one. */
export function PayerDeliveryFields({ control, method }: { control: PayerControl; method: DeliveryMethod }) {
  const { t, i18n } = useTranslation();
  const operators = useQuery(fInvoiceOperatorsQuery);
  const countries = useQuery(countriesQuery(i18n.language));
  return (
    <>
      {method === 'EMAIL' ? <PayerText control={control} name="email" max={EMAIL_MAX_LENGTH} /> : null}
      {E_INVOICE_METHODS.includes(method) ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('invoicing.payer.e-invoice')}</legend>
          <PayerText control={control} name="eInvoiceAddress" />
          <FormField control={control} name="eInvoiceOperator">
            {(field) => (
              <Dropdown
                label={t('invoicing.payer.eInvoiceOperator')}
                options={(operators.data ?? []).map((operator) => ({
                  id: operator.code,
                  label: `${operator.name} (${operator.code})`,
                }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                errorMessage={field.errorMessage ? t('invoicing.payer.choose-operator') : undefined}
                isRequired
              />
            )}
          </FormField>
          <PayerText control={control} name="contactName" max={100} />
        </fieldset>
      ) : null}
      {POSTAL_ADDRESS_METHODS.includes(method) ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('invoicing.payer.postal-address')}</legend>
          {method === 'PAPER' ? (
            <PayerText control={control} name="contactName" max={100} required={false} />
          ) : null}
          <PayerText control={control} name="street" max={100} />
          <PayerText control={control} name="postalNumber" max={10} />
          <PayerText control={control} name="city" max={40} />
          <FormField control={control} name="country">
            {(field) => (
              <Dropdown
                label={t('invoicing.payer.country')}
                options={(countries.data ?? [{ code: 'FI', name: 'Suomi' }]).map((country) => ({
                  id: country.code,
                  label: country.name,
                }))}
                value={field.value ?? 'FI'}
                onChange={(value) => field.onChange(value ?? 'FI')}
              />
            )}
          </FormField>
        </fieldset>
      ) : null}
    </>
  );
}
