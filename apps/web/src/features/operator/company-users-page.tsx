import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { Button, LoadingPlaceholder } from '../../ui';
import { candidatesQuery } from './operator-queries';
import styles from './operator.module.css';
import { useImpersonation } from './use-impersonation';

/** §2 /{companyId}/company/users: the company's users; DC and CC users can act as them (§4, §6). */
export function CompanyUsersPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const users = useQuery(candidatesQuery(companyId));
  const { start } = useImpersonation();
  const [pendingUid, setPendingUid] = useState<string | null>(null);

  const actAs = (uid: string) => {
    setPendingUid(uid);
    start(companyId, uid)
      .catch(() => undefined)
      .finally(() => setPendingUid(null));
  };

  return (
    <section className={styles.page} aria-labelledby="company-users-title">
      <div className={styles.titleRow}>
        <h1 id="company-users-title">{t('operator.users-title')}</h1>
        <Link className={styles.actionLink} to={`/${encodeURIComponent(companyId)}/company/audit`}>
          {t('audit.title')}
        </Link>
      </div>
      {users.isPending ? <LoadingPlaceholder variant="lines" label={t('operator.loading')} /> : null}
      {users.data?.length === 0 ? <p className={styles.muted}>{t('operator.no-users')}</p> : null}
      {users.data?.length ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('operator.user-name')}</th>
                <th scope="col">{t('operator.email')}</th>
                <th scope="col">{t('operator.roles')}</th>
                <th scope="col">
                  <span className={styles.muted}>{t('operator.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {users.data.map((user) => (
                <tr key={user.uid}>
                  <td data-label={t('operator.user-name')}>{user.name}</td>
                  <td data-label={t('operator.email')}>{user.email}</td>
                  <td data-label={t('operator.roles')}>{user.roles.join(', ')}</td>
                  <td>
                    {user.canImpersonate ? (
                      <Button
                        size="small"
                        variant="secondary"
                        isLoading={pendingUid === user.uid}
                        isDisabled={pendingUid !== null && pendingUid !== user.uid}
                        aria-label={t('operator.act-as-user', { name: user.name })}
                        onPress={() => actAs(user.uid)}
                      >
                        {t('operator.act-as')}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
