import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_MAX_LENGTH } from '@kaista/domain/shared/validation';
import {
  DELIVERY_COUNTRIES,
  deliveryInfoSchema,
  type Cart,
  type DeliveryInfo,
} from '@kaista/domain/ordering';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { z } from 'zod';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { Button, Dropdown, Notification } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { failureKey, Section, Text } from './details-section';
import { useSetDeliveryInfo } from './order-details-mutations';
import styles from './ordering.module.css';
import { SavedDeliveryInfos } from './saved-delivery-infos';

type DeliveryInput = z.input<typeof deliveryInfoSchema>;

/** §7 PUT /deliveryinfo: where devices and SIM cards go, complete by the §5 address rules. */
export function DeliverySection({ cart, problem }: { cart: Cart; problem: string | undefined }) {
  const { t } = useTranslation();
  const save = useSetDeliveryInfo();
  const [failure, setFailure] = useState<string | null>(null);
  const stored = cart.details.deliveryInfo;
  const form = useForm<DeliveryInput, unknown, DeliveryInfo>({
    resolver: zodResolver(deliveryInfoSchema),
    defaultValues: stored ?? {
      recipient: '',
      street: '',
      postalNumber: '',
      city: '',
      country: 'FI',
      phone: '',
      email: '',
    },
  });
  const submit = useFormSubmit(
    form,
    async (values) => {
      setFailure(null);
      await save.mutateAsync({ cart, input: values });
    },
    { onOtherError: (error) => setFailure(failureKey(error)) },
  );
  return (
    <Section
      id="delivery-title"
      title={t(cart.needsDelivery ? 'ordering.details.delivery' : 'ordering.details.delivery-optional')}
      problem={problem}
    >
      {failure ? <Notification type="error">{t(failure)}</Notification> : null}
      {stored && !form.formState.isDirty ? (
        <p className={styles.savedNote}>{t('ordering.details.saved')}</p>
      ) : null}
      <SavedDeliveryInfos
        // A saved address picked is the order's address at once, as picking it says: only filling the form
        // left the order without one until its own save was pressed too.
        onPick={(info) => {
          for (const [name, value] of Object.entries(info))
            form.setValue(name as keyof DeliveryInput, value, { shouldDirty: true, shouldValidate: true });
          submit();
        }}
        current={async () => ((await form.trigger()) ? deliveryInfoSchema.parse(form.getValues()) : null)}
      />
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="delivery-title">
        <Text form={form} name="recipient" required max={100} />
        <Text form={form} name="street" required max={100} />
        <Text form={form} name="postalNumber" required max={10} />
        <Text form={form} name="city" required max={40} />
        <FormField control={form.control} name="country">
          {(field) => (
            <Dropdown
              label={t('ordering.details.field.country')}
              options={DELIVERY_COUNTRIES.map((code) => ({ id: code, label: t(`ordering.country.${code}`) }))}
              value={field.value ?? 'FI'}
              onChange={(value) => field.onChange(value ?? 'FI')}
              errorMessage={field.errorMessage}
            />
          )}
        </FormField>
        <Text form={form} name="phone" max={30} />
        <Text form={form} name="email" max={EMAIL_MAX_LENGTH} />
        <div>
          <Button
            type="submit"
            variant="secondary"
            isLoading={save.isPending}
            loadingLabel={t('ordering.saving')}
          >
            {t('ordering.details.save-delivery')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
