import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_MAX_LENGTH } from '@kaista/domain/shared/validation';
import {
  END_USER_TYPE_NAMES,
  END_USER_TYPES,
  endUserSchema,
  type Cart,
  type EndUser,
} from '@kaista/domain/ordering';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { z } from 'zod';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { Button, Notification, RadioGroup } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { CompanyEndUsers } from './company-end-users';
import { failureKey, Section, Text } from './details-section';
import { useSetEndUser } from './order-details-mutations';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './ordering.module.css';

type EndUserInput = z.input<typeof endUserSchema>;

/** §7 PUT /enduser: the person or organization who will use what is ordered (optional). */
export function EndUserSection({ cart, problem }: { cart: Cart; problem: string | undefined }) {
  const { t } = useTranslation();
  const typeName = useCodeName(END_USER_TYPE_NAMES);
  const save = useSetEndUser();
  const [failure, setFailure] = useState<string | null>(null);
  const stored = cart.details.endUser;
  const form = useForm<EndUserInput, unknown, EndUser>({
    resolver: zodResolver(endUserSchema),
    defaultValues: stored ?? {
      partyType: 'INDIVIDUAL',
      firstName: '',
      lastName: '',
      name: '',
      email: '',
      mobileNumber: '',
    },
  });
  const partyType = useWatch({ control: form.control, name: 'partyType' });
  const submit = useFormSubmit(
    form,
    async (values) => {
      setFailure(null);
      await save.mutateAsync({ cart, input: values });
    },
    { onOtherError: (error) => setFailure(failureKey(error)) },
  );
  async function remove() {
    setFailure(null);
    try {
      await save.mutateAsync({ cart, input: null });
      form.reset({
        partyType: 'INDIVIDUAL',
        firstName: '',
        lastName: '',
        name: '',
        email: '',
        mobileNumber: '',
      });
    } catch (error) {
      setFailure(failureKey(error));
    }
  }
  return (
    <Section id="end-user-title" title={t('ordering.details.end-user')} problem={problem}>
      {failure ? <Notification type="error">{t(failure)}</Notification> : null}
      {stored && !form.formState.isDirty ? (
        <p className={styles.savedNote}>{t('ordering.details.saved')}</p>
      ) : null}
      <CompanyEndUsers
        partyType={partyType}
        onPick={(party) => {
          for (const [name, value] of Object.entries(party))
            form.setValue(name as keyof EndUserInput, value, { shouldDirty: true, shouldValidate: true });
        }}
        current={async () => ((await form.trigger()) ? endUserSchema.parse(form.getValues()) : null)}
      />
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="end-user-title">
        <FormField control={form.control} name="partyType">
          {(field) => (
            <RadioGroup
              label={t('ordering.details.field.partyType')}
              orientation="horizontal"
              options={END_USER_TYPES.map((type) => ({
                value: type,
                label: typeName(type),
              }))}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        </FormField>
        {partyType === 'ORGANIZATION' ? (
          <Text form={form} name="name" required max={100} />
        ) : (
          <>
            <Text form={form} name="firstName" required max={100} />
            <Text form={form} name="lastName" required max={100} />
          </>
        )}
        <Text form={form} name="email" required={partyType !== 'ORGANIZATION'} max={EMAIL_MAX_LENGTH} />
        <Text form={form} name="mobileNumber" max={30} />
        <div className={styles.actions}>
          <Button
            type="submit"
            variant="secondary"
            isLoading={save.isPending}
            loadingLabel={t('ordering.saving')}
          >
            {t('ordering.details.save-end-user')}
          </Button>
          {stored ? (
            <Button variant="secondary" onPress={() => void remove()}>
              {t('ordering.details.remove-end-user')}
            </Button>
          ) : null}
        </div>
      </form>
    </Section>
  );
}
