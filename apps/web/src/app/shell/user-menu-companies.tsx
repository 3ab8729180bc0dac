import type { CompanyRef } from '@kaista/domain/shared/api';
import { isRealCompanyId } from '@kaista/domain/shared/roles';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useUpdateProfile } from '../../lib/session/profile-update';
import { useSessionUser } from '../../lib/session/use-session-user';
import styles from './user-menu.module.css';
import { useCompanySwitch } from './use-company-switch';

type Props = {
  companyId: string | null;
  isOperator: boolean;
  onDone: () => void;
  onChangeDefault: () => void;
};

type CompanyListProps = {
  id: string;
  title: string;
  companies: readonly CompanyRef[];
  companyId: string | null;
  defaultId?: string;
  onPick: (uid: string) => void;
};

function CompanyList({ id, title, companies, companyId, defaultId, onPick }: CompanyListProps) {
  const { t } = useTranslation();
  if (companies.length === 0) return null;
  return (
    <div role="group" aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.companies}>
        {companies.map((company) => (
          <li key={company.uid}>
            <button
              type="button"
              className={styles.company}
              aria-current={company.uid === companyId ? 'true' : undefined}
              onClick={() => onPick(company.uid)}
            >
              <span>{company.name}</span>
              {company.uid === defaultId ? (
                <span className={styles.tag}>{t('shell.userMenu.default-tag')}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** §2: company users pick from their companies; operator staff search, and keep favourites. */
export function UserMenuCompanies({ companyId, isOperator, onDone, onChangeDefault }: Props) {
  const { t } = useTranslation();
  const { user, profile } = useSessionUser();
  const switchCompany = useCompanySwitch(companyId);
  const update = useUpdateProfile();
  const pick = (uid: string) => {
    onDone();
    switchCompany(uid).catch(() => undefined);
  };

  if (!isOperator) {
    const hasOtherChoices = user.organizations.some((org) => org.uid !== profile.defaultCompany?.uid);
    return (
      <>
        <CompanyList
          id="user-menu-companies"
          title={t('shell.userMenu.companies')}
          companies={user.organizations}
          companyId={companyId}
          defaultId={profile.defaultCompany?.uid}
          onPick={pick}
        />
        {user.organizations.length > 1 && hasOtherChoices ? (
          <div className={styles.section}>
            <button type="button" className={styles.action} onClick={onChangeDefault}>
              {t('shell.userMenu.change-default')}
            </button>
          </div>
        ) : null}
      </>
    );
  }

  const favourites = profile.favourites.companies;
  const isFavourite = favourites.some((company) => company.uid === companyId);
  const toggleFavourite = () => {
    const uids = favourites.map((company) => company.uid).filter((uid) => uid !== companyId);
    const next = isFavourite ? uids : [...uids, companyId ?? ''];
    update.mutate({ favourites: { companies: next.map((uid) => ({ uid })) } });
  };

  return (
    <>
      <div className={styles.section}>
        <Link className={styles.action} to="/0" onClick={onDone}>
          {t('shell.userMenu.search-company')}
        </Link>
        {isRealCompanyId(companyId) ? (
          <button type="button" className={styles.action} onClick={toggleFavourite}>
            {t(isFavourite ? 'shell.userMenu.remove-favourite' : 'shell.userMenu.add-favourite')}
          </button>
        ) : null}
      </div>
      <CompanyList
        id="user-menu-favourites"
        title={t('shell.userMenu.favourites')}
        companies={favourites}
        companyId={companyId}
        onPick={pick}
      />
      <CompanyList
        id="user-menu-recent"
        title={t('shell.userMenu.recent')}
        companies={profile.searches.companies}
        companyId={companyId}
        onPick={pick}
      />
    </>
  );
}
