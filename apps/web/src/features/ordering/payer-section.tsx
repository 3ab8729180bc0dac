import type { Cart } from '@kaista/domain/ordering';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { HttpError } from '../../lib/http/http-error';
import { Dropdown, Notification } from '../../ui';
import { payerChoicesQuery, useCartOwner } from './cart-queries';
import { failureKey, Section } from './details-section';
import { useSetPayer } from './order-details-mutations';

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
