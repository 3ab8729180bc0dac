import type { GroupMember } from '@kaista/domain/groups';
import { userCalls } from '@kaista/domain/users';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { queryApi } from '../../lib/api/call-api';
import { Button, SearchInput } from '../../ui';
import styles from './groups.module.css';

/** The group's members: removed one by one, added by finding the company's users by name or e-mail. */
export function GroupMembers({
  companyId,
  members,
  onChange,
}: {
  companyId: string;
  members: GroupMember[];
  onChange: (members: GroupMember[]) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  const found = useQuery({
    queryKey: ['users', companyId, 'list', { q: query, pageSize: 10 }],
    queryFn: ({ signal }) =>
      queryApi(userCalls.list, { params: { id: companyId }, query: { q: query, pageSize: 10 } }, signal),
    enabled: query.length > 0,
  });
  const candidates = (found.data?.items ?? []).filter((user) => !members.some((m) => m.uid === user.uid));
  return (
    <>
      {members.length === 0 ? <p>{t('groups.no-members')}</p> : null}
      <ul className={styles.members}>
        {members.map((member) => (
          <li key={member.uid}>
            <span>
              {member.firstName} {member.lastName} ({member.email})
            </span>
            <Button
              variant="secondary"
              onPress={() => onChange(members.filter((other) => other.uid !== member.uid))}
            >
              {t('groups.remove-member', { name: `${member.firstName} ${member.lastName}` })}
            </Button>
          </li>
        ))}
      </ul>
      <SearchInput
        label={t('groups.find-user')}
        value={text}
        onChange={setText}
        onSubmit={(value) => setQuery(value.trim())}
        clearLabel={t('groups.clear-search')}
        searchLabel={t('groups.search-button')}
      />
      <ul className={styles.members} aria-label={t('groups.found-users')}>
        {candidates.map((user) => (
          <li key={user.uid}>
            <span>
              {user.firstName} {user.lastName} ({user.email})
            </span>
            <Button
              variant="secondary"
              onPress={() =>
                onChange([
                  ...members,
                  { uid: user.uid, firstName: user.firstName, lastName: user.lastName, email: user.email },
                ])
              }
            >
              {t('groups.add-member', { name: `${user.firstName} ${user.lastName}` })}
            </Button>
          </li>
        ))}
      </ul>
    </>
  );
}
