import { PARTY_ROLES, partyRoleBodySchema, type Cart, type PartyRole } from '@kaista/domain/ordering';
import { EMAIL_MAX_LENGTH, fieldIssues } from '@kaista/domain/shared/validation';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useFocusFirstError } from '../../lib/forms/use-focus-first-error';
import { HttpError } from '../../lib/http/http-error';
import { Button, Dropdown, Notification, TextField } from '../../ui';
import { useAddPartyRole, useRemovePartyRole } from './order-details-mutations';
import styles from './ordering.module.css';

const EMPTY = { role: 'TECHNICAL_CONTACT' as PartyRole, name: '', email: '', phone: '', line: '' };

/**
 * §7 /partyroles on the contents step: the people the order names beside its payer and end user (an order
 * contact, a technical or an installation contact), for the whole order or one of its lines; each is checked
 * by the §5 rules here before it is sent (the server checks them again) and listed in the order's bundle info.
 */
export function PartyRolesSection({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const add = useAddPartyRole();
  const remove = useRemovePartyRole();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { container, refused } = useFocusFirstError<HTMLElement>();
  const lineName = (no: number | null) => {
    const line = cart.lines.find((candidate) => candidate.orderlineBundleNo === no);
    return line ? (line.products[0]?.name ?? line.name) : t('ordering.party-roles.whole-order');
  };
  const set = (field: keyof typeof EMPTY) => (value: string | null) => {
    setDraft((current) => ({ ...current, [field]: value ?? '' }));
    setErrors(({ [field === 'line' ? 'orderlineBundleNo' : field]: _gone, ...rest }) => rest);
  };

  async function save() {
    setFailure(null);
    const input = {
      role: draft.role,
      name: draft.name,
      email: draft.email,
      phone: draft.phone,
      orderlineBundleNo: draft.line ? Number(draft.line) : null,
    };
    const checked = partyRoleBodySchema.safeParse(input);
    if (!checked.success) {
      setErrors(fieldIssues(checked.error));
      setFailure('ordering.fix-errors');
      refused();
      return;
    }
    try {
      await add.mutateAsync({ cart, input });
      setDraft(EMPTY);
      setErrors({});
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setErrors(error.fieldErrors);
      refused();
      setFailure(error.status === 412 ? 'ordering.changed-meanwhile' : 'ordering.fix-errors');
    }
  }

  const errorOf = (field: string) => (errors[field] ? t(errors[field]) : undefined);
  return (
    <section ref={container} aria-labelledby="party-roles-title" className={styles.selection}>
      <h2 id="party-roles-title" className={styles.cardTitle}>
        {t('ordering.party-roles.title')}
      </h2>
      <p className={styles.hint}>{t('ordering.party-roles.intro')}</p>
      {cart.details.partyRoles.length > 0 ? (
        <ul className={styles.components}>
          {cart.details.partyRoles.map((party) => (
            <li key={party.id}>
              {t(`ordering.party-roles.role.${party.role}`)}: {party.name}{' '}
              <span className={styles.hint}>
                {[party.email, party.phone].filter(Boolean).join(', ')} · {lineName(party.orderlineBundleNo)}
              </span>{' '}
              <Button
                size="small"
                variant="secondary"
                onPress={() => remove.mutate({ cart, input: party.id })}
                isDisabled={remove.isPending}
              >
                {t('ordering.party-roles.remove', { name: party.name })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {failure ? <Notification type="error">{t(failure)}</Notification> : null}
      <Dropdown
        label={t('ordering.party-roles.role-label')}
        options={PARTY_ROLES.map((role) => ({ id: role, label: t(`ordering.party-roles.role.${role}`) }))}
        value={draft.role}
        onChange={set('role')}
        errorMessage={errorOf('role')}
        isRequired
      />
      <Dropdown
        label={t('ordering.party-roles.line-label')}
        options={[
          { id: '', label: t('ordering.party-roles.whole-order') },
          ...cart.lines.map((line) => ({
            id: String(line.orderlineBundleNo),
            label: line.products[0]?.name ?? line.name,
          })),
        ]}
        value={draft.line}
        onChange={set('line')}
        errorMessage={errorOf('orderlineBundleNo')}
      />
      <TextField
        label={t('ordering.party-roles.name')}
        value={draft.name}
        onChange={set('name')}
        errorMessage={errorOf('name')}
        maxLength={100}
        isRequired
      />
      <TextField
        label={t('ordering.party-roles.email')}
        value={draft.email}
        onChange={set('email')}
        errorMessage={errorOf('email')}
        maxLength={EMAIL_MAX_LENGTH}
        inputMode="email"
      />
      <TextField
        label={t('ordering.party-roles.phone')}
        value={draft.phone}
        onChange={set('phone')}
        errorMessage={errorOf('phone')}
        maxLength={30}
        inputMode="tel"
      />
      <Button
        variant="secondary"
        onPress={() => void save()}
        isLoading={add.isPending}
        loadingLabel={t('ordering.saving')}
      >
        {t('ordering.party-roles.add')}
      </Button>
    </section>
  );
}
