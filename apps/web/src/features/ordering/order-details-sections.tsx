import { zodResolver } from '@hookform/resolvers/zod';
import { EMAIL_MAX_LENGTH } from '@kaista/domain/shared/validation';
import {
  DELIVERY_COUNTRIES,
  END_USER_TYPES,
  deliveryInfoSchema,
  endUserSchema,
  type Cart,
  type DeliveryInfo,
  type EndUser,
} from '@kaista/domain/ordering';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { useFormSubmit } from '../../lib/forms/use-form-submit';
import { HttpError } from '../../lib/http/http-error';
import { Button, Dropdown, Notification, RadioGroup, TextField } from '../../ui';
import { FormField } from '../../ui/form-field/form-field';
import { payerChoicesQuery, useCartOwner } from './cart-queries';
import {
  useAddContact,
  useRemoveContact,
  useSetDeliveryInfo,
  useSetEndUser,
  useSetPayer,
} from './order-details-mutations';
import styles from './ordering.module.css';
import { CompanyEndUsers } from './company-end-users';
import { SavedDeliveryInfos } from './saved-delivery-infos';

/** The pre-order check's errors by field (payer, deliveryInfo, …), each a translation key. */
export type Problems = Readonly<Record<string, string>>;

/** A write's failure that is not about a field: 412 says the cart changed meanwhile, else the code's text. */
function failureKey(error: unknown): string {
  if (error instanceof HttpError && error.status === 412) return 'ordering.changed-meanwhile';
  return 'error.generic';
}

function Section({
  id,
  title,
  problem,
  children,
}: {
  id: string;
  title: string;
  problem: string | undefined;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className={styles.detailsSection}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {problem ? <Notification type="error">{t(problem)}</Notification> : null}
      {children}
    </section>
  );
}

/**
 * §7 PUT /payer: the billing agreement the order is invoiced to and, if wanted, a cost centre, chosen from the
 * cart's own list of the company's payers (by name and number), so who orders needs no right to the payers.
 */
export function PayerSection({ cart, problem }: { cart: Cart; problem: string | undefined }) {
  const { t } = useTranslation();
  const owner = useCartOwner();
  const choices = useQuery(payerChoicesQuery(owner, cart.code));
  const setPayer = useSetPayer();
  const [failure, setFailure] = useState<string | null>(null);
  const errorText = useFieldErrorText();
  const chosen = cart.details.payer;

  async function choose(uid: string | null, costCentreId: string | null) {
    if (!uid) return;
    setFailure(null);
    try {
      await setPayer.mutateAsync({ cart, input: { uid, costCentreId } });
    } catch (error) {
      const fields = error instanceof HttpError ? Object.values(error.fieldErrors) : [];
      setFailure(fields[0] ?? failureKey(error));
    }
  }

  return (
    <Section id="payer-title" title={t('ordering.details.payer')} problem={undefined}>
      {failure ? <Notification type="error">{errorText(failure)}</Notification> : null}
      {choices.isError ? <Notification type="error">{t('error.generic')}</Notification> : null}
      {choices.data?.payers.length === 0 ? (
        <Notification type="warning">{t('ordering.details.no-payers')}</Notification>
      ) : null}
      <Dropdown
        label={t('ordering.details.payer')}
        placeholder={t('ordering.details.choose')}
        options={(choices.data?.payers ?? []).map((payer) => ({
          id: payer.uid,
          label: `${payer.name} (${payer.number})`,
        }))}
        value={chosen?.uid ?? null}
        onChange={(uid) => void choose(uid, chosen?.costCentre?.id ?? null)}
        errorMessage={problem ? t(problem) : undefined}
        isRequired
      />
      <Dropdown
        label={t('ordering.details.cost-centre')}
        placeholder={t('ordering.details.no-cost-centre')}
        options={[
          { id: '', label: t('ordering.details.no-cost-centre') },
          ...(choices.data?.costCentres ?? []).map((pool) => ({ id: pool.id, label: pool.name })),
        ]}
        value={chosen?.costCentre?.id ?? ''}
        onChange={(pool) => void choose(chosen?.uid ?? null, pool || null)}
        isDisabled={!chosen}
      />
    </Section>
  );
}

/** A text field of a details form, labelled by its `ordering.details.field.*` text. */
function Text<T extends FieldValues, Out>({
  form,
  name,
  required = false,
  max,
}: {
  form: UseFormReturn<T, unknown, Out>;
  name: FieldPath<T>;
  required?: boolean;
  max: number;
}) {
  const { t } = useTranslation();
  return (
    <FormField control={form.control} name={name}>
      {(field) => (
        <TextField
          {...field}
          value={String(field.value ?? '')}
          label={t(`ordering.details.field.${name}`)}
          maxLength={max}
          isRequired={required}
        />
      )}
    </FormField>
  );
}

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
        onPick={(info) => {
          for (const [name, value] of Object.entries(info))
            form.setValue(name as keyof DeliveryInput, value, { shouldDirty: true, shouldValidate: true });
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

type EndUserInput = z.input<typeof endUserSchema>;

/** §7 PUT /enduser: the person or organization who will use what is ordered (optional). */
export function EndUserSection({ cart, problem }: { cart: Cart; problem: string | undefined }) {
  const { t } = useTranslation();
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
                label: t(`ordering.details.party.${type}`),
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

/** §7 /contacts: the addresses the order confirmation is sent to. */
export function ContactsSection({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const add = useAddContact();
  const remove = useRemoveContact();
  const errorText = useFieldErrorText();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function addContact() {
    setError(undefined);
    try {
      await add.mutateAsync({ cart, input: email });
      setEmail('');
    } catch (failure) {
      setError(
        failure instanceof HttpError && failure.fieldErrors['email']
          ? failure.fieldErrors['email']
          : failureKey(failure),
      );
    }
  }

  return (
    <Section id="contacts-title" title={t('ordering.details.contacts')} problem={undefined}>
      <p>{t('ordering.details.contacts-intro')}</p>
      {cart.details.contacts.length > 0 ? (
        <ul className={styles.contacts}>
          {cart.details.contacts.map((contact) => (
            <li key={contact}>
              <span>{contact}</span>
              <Button
                variant="tertiary"
                size="small"
                onPress={() => void remove.mutateAsync({ cart, input: contact }).catch(() => undefined)}
                aria-label={t('ordering.details.remove-contact', { email: contact })}
              >
                {t('ordering.details.remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className={styles.inlineForm}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void addContact();
        }}
      >
        <TextField
          label={t('ordering.details.field.contact')}
          value={email}
          onChange={(value) => {
            setEmail(value);
            setError(undefined);
          }}
          errorMessage={errorText(error)}
          maxLength={EMAIL_MAX_LENGTH}
        />
        <Button
          type="submit"
          variant="secondary"
          isLoading={add.isPending}
          loadingLabel={t('ordering.saving')}
        >
          {t('ordering.details.add-contact')}
        </Button>
      </form>
    </Section>
  );
}
