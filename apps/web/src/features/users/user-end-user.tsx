import { END_USER_TYPE_NAMES } from '@kaista/domain/ordering';
import type { CompanyEndUser } from '@kaista/domain/users';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { Button, FactsList, LoadingPlaceholder, Notification, SearchInput } from '../../ui';
import { freeEndUsersQuery, linkedEndUserQuery, useLinkEndUser } from './users-queries';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from '../../ui/page/page-parts.module.css';
import own from './effective-rights.module.css';

/** Why a link was refused, in words: taken meanwhile (409), not allowed (403), or another failure. */
function LinkError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  const status = error instanceof HttpError ? error.status : 0;
  const key =
    status === 409
      ? 'users.enduser-taken'
      : status === 403
        ? 'users.enduser-not-allowed'
        : 'users.enduser-failed';
  return <Notification type="error">{t(key)}</Notification>;
}

function EndUserFacts({ endUser }: { endUser: CompanyEndUser }) {
  const { t } = useTranslation();
  const typeName = useCodeName(END_USER_TYPE_NAMES);
  return (
    <FactsList stackOnNarrow>
      <dt>{t('users.enduser-name')}</dt>
      <dd>{endUser.name}</dd>
      <dt>{t('users.enduser-type')}</dt>
      <dd>{typeName(endUser.partyType)}</dd>
      <dt>{t('users.email')}</dt>
      <dd>{endUser.email ?? '–'}</dd>
      <dt>{t('users.enduser-mobile')}</dt>
      <dd>{endUser.mobileNumber ?? '–'}</dd>
    </FactsList>
  );
}

/** The search of the company's free end users, each offered to link the user to. */
function EndUserPicker({
  companyId,
  onPick,
  isSaving,
}: {
  companyId: string;
  onPick: (endUser: CompanyEndUser) => void;
  isSaving: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const found = useQuery(freeEndUsersQuery(companyId, name));
  return (
    <>
      <SearchInput
        label={t('users.enduser-search')}
        value={text}
        onChange={setText}
        onSubmit={(value) => setName(value.trim())}
        clearLabel={t('users.clear-search')}
        searchLabel={t('users.search-button')}
      />
      {name === '' ? null : found.isPending ? (
        <LoadingPlaceholder label={t('users.enduser-searching')} variant="lines" lines={2} />
      ) : found.isError ? (
        <p>{t('users.enduser-search-failed')}</p>
      ) : found.data.items.length === 0 ? (
        <p role="status">{t('users.enduser-no-matches')}</p>
      ) : (
        <ul className={own.rights} aria-label={t('users.enduser-results')}>
          {found.data.items.map((endUser) => (
            <li key={endUser.uid}>
              <span>
                {endUser.name}
                {endUser.email ? <span className={own.source}> ({endUser.email})</span> : null}
              </span>
              <Button variant="secondary" isLoading={isSaving} onPress={() => onPick(endUser)}>
                {t('users.enduser-link', { name: endUser.name })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * §7 the end-user link on /users/{userId}: which of the company's end users (people and organizations who
 * use its services) the portal user is known as; linked, moved and ended by those who may modify users.
 */
export function UserEndUser({ companyId, userId }: { companyId: string; userId: string }) {
  const { t } = useTranslation();
  const flags = useFeatureFlags();
  const linked = useQuery(linkedEndUserQuery(companyId, userId));
  const save = useLinkEndUser(companyId, userId);
  const editable = flags['modify-users'];
  const endUser = linked.data?.endUser ?? null;
  return (
    <section className={styles.section} aria-labelledby="user-enduser-title">
      <h2 id="user-enduser-title">{t('users.enduser')}</h2>
      <p>{t('users.enduser-help')}</p>
      {linked.isPending ? (
        <LoadingPlaceholder label={t('users.enduser-loading')} variant="lines" lines={3} />
      ) : linked.isError ? (
        <p>{t('users.enduser-load-failed')}</p>
      ) : (
        <>
          {endUser ? <EndUserFacts endUser={endUser} /> : <p>{t('users.enduser-none')}</p>}
          {editable && endUser ? (
            <div className={styles.actions}>
              <Button variant="secondary" isLoading={save.isPending} onPress={() => save.mutate(null)}>
                {t('users.enduser-unlink')}
              </Button>
            </div>
          ) : null}
          {editable ? (
            <EndUserPicker
              companyId={companyId}
              isSaving={save.isPending}
              onPick={(picked) => save.mutate(picked.uid)}
            />
          ) : null}
        </>
      )}
      <LinkError error={save.error} />
      {save.isSuccess ? (
        <Notification type="success">
          {save.data.endUser
            ? t('users.enduser-linked', { name: save.data.endUser.name })
            : t('users.enduser-unlinked')}
        </Notification>
      ) : null}
    </section>
  );
}
