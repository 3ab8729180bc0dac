import type { EndUser, EndUserType } from '@kaista/domain/ordering';
import { END_USER_SEARCH_MAX, cartEndUserCalls, type CartEndUser } from '@kaista/domain/users';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { queryApi, sendApi } from '../../lib/api/call-api';
import { HttpError } from '../../lib/http/http-error';
import { Button, Notification, SearchInput } from '../../ui';
import { orderingKeys } from './ordering-keys';
import { useCartOwner } from './cart-queries';
import { SaveForLater } from './save-for-later';
import styles from './ordering.module.css';

/** How many found end users are listed; the orderer narrows the search rather than scrolls a hundred. */
const SHOWN = 10;

const SAVE_FAILURES: Readonly<Record<string, string>> = {
  PARTY_EXISTS_WITH_EMAIL: 'ordering.details.end-user-exists-email',
  PARTY_EXISTS_WITH_NAME: 'ordering.details.end-user-exists-name',
};

const toParty = ({ uid: _uid, hasIdentity: _identity, ...party }: CartEndUser): EndUser => party;

/**
 * §7 GET and POST /businesses/{id}/users/{uid}/endusers beside the cart's end-user form: the company's end users
 * of the form's type found by name or e-mail (§5: an individual's two words are first and last name) to fill the
 * form from, and the form's party saved among them for the next order (checked by the form's rules first).
 */
export function CompanyEndUsers({
  partyType,
  onPick,
  current,
}: {
  partyType: EndUserType;
  onPick: (party: EndUser) => void;
  /** The form's party when it passes its rules (the form then shows what is wrong), else null. */
  current: () => Promise<EndUser | null>;
}) {
  const { t } = useTranslation();
  const owner = useCartOwner();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const key = [...orderingKeys.company(owner.id), 'endusers'] as const;
  const found = useQuery({
    queryKey: [...key, partyType, searched],
    queryFn: ({ signal }) =>
      queryApi(
        cartEndUserCalls.search,
        { params: owner, query: { entity: partyType, name: searched ?? '', pageSize: SHOWN } },
        signal,
        { silent: true },
      ),
    enabled: searched !== null,
  });
  const save = useMutation({
    mutationFn: (body: EndUser) =>
      sendApi(cartEndUserCalls.create, { params: owner, body }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  const saveFailure = save.error instanceof HttpError ? SAVE_FAILURES[save.error.code ?? ''] : undefined;
  return (
    <div className={styles.form}>
      <SearchInput
        label={t('ordering.details.find-end-user')}
        value={text}
        onChange={setText}
        onSubmit={(value) => {
          save.reset();
          // Longer than the search takes, the text could not be asked; its beginning finds the same people.
          setSearched(value.trim().slice(0, END_USER_SEARCH_MAX));
        }}
        clearLabel={t('ordering.details.clear-search')}
        searchLabel={t('ordering.details.search')}
      />
      {found.isError ? <Notification type="error">{t('error.generic')}</Notification> : null}
      {found.data ? (
        <FoundEndUsers
          items={found.data.items}
          total={found.data.total}
          onPick={(party) => {
            save.reset();
            onPick(party);
          }}
        />
      ) : null}
      <SaveForLater
        current={current}
        save={save}
        label={t('ordering.details.save-company-end-user')}
        savedText={t('ordering.details.end-user-saved')}
        failureText={t(saveFailure ?? 'error.generic')}
      />
    </div>
  );
}

function FoundEndUsers({
  items,
  total,
  onPick,
}: {
  items: readonly CartEndUser[];
  total: number;
  onPick: (party: EndUser) => void;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className={styles.savedNote}>{t('ordering.details.no-end-users')}</p>;
  return (
    <>
      <ul className={styles.foundList} aria-label={t('ordering.details.found-end-users')}>
        {items.map((item) => (
          <li key={item.uid} className={styles.foundItem}>
            <span>
              {item.name}
              {item.email ? <span className={styles.savedNote}> · {item.email}</span> : null}
            </span>
            <Button
              variant="secondary"
              aria-label={t('ordering.details.use-end-user', { name: item.name })}
              onPress={() => onPick(toParty(item))}
            >
              {t('ordering.details.use')}
            </Button>
          </li>
        ))}
      </ul>
      {total > items.length ? (
        <p className={styles.savedNote}>
          {t('ordering.details.more-end-users', { shown: items.length, total })}
        </p>
      ) : null}
    </>
  );
}
