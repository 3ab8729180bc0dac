import { LANGUAGES } from '@kaista/domain/shared/formatting';
import { isOperatorStaff } from '@kaista/domain/shared/roles';
import { useState } from 'react';
import { Dialog, DialogTrigger, Popover, Button as AriaButton } from 'react-aria-components';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { currentLanguage } from '../../lib/i18n/language';
import { logout } from '../../lib/session/logout';
import { useSessionUser } from '../../lib/session/use-session-user';
import { deployment } from '../../lib/deployment';
import { DefaultCompanyModal } from './default-company-modal';
import { UserMenuCompanies } from './user-menu-companies';
import { UserMenuFace } from './user-menu-face';
import styles from './user-menu.module.css';
import { useLanguageSwitch } from './use-language-switch';

const LANGUAGE_NAMES = { fi: 'Suomi', en: 'English', sv: 'Svenska' } as const;

/** §2 user menu: language, companies, default company, operator shortcuts and logout. */
export function UserMenu({ companyId }: { companyId: string | null }) {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const [isOpen, setOpen] = useState(false);
  const [defaultModalOpen, setDefaultModalOpen] = useState(false);
  const switchLanguage = useLanguageSwitch();
  const language = currentLanguage();

  return (
    <>
      <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
        <AriaButton className={styles.trigger} aria-label={t('shell.userMenu.open', { name: user.name })}>
          <UserMenuFace user={user} />
        </AriaButton>
        <Popover placement="bottom end" className={styles.popover}>
          <Dialog className={styles.dialog} aria-label={t('shell.userMenu.label')}>
            <div className={styles.who}>
              <strong>{user.name}</strong>
              <span className={styles.muted}>{user.email}</span>
              {user.impersonatorName ? (
                <span className={styles.muted}>
                  {t('shell.userMenu.impersonated-by', { name: user.impersonatorName })}
                </span>
              ) : null}
            </div>
            <div role="group" aria-labelledby="user-menu-language" className={styles.section}>
              <h2 id="user-menu-language" className={styles.heading}>
                {t('shell.userMenu.language')}
              </h2>
              <div className={styles.languages}>
                {LANGUAGES.map((code) => (
                  <button
                    key={code}
                    type="button"
                    lang={code}
                    className={styles.language}
                    aria-pressed={language === code}
                    onClick={() => switchLanguage(code)}
                  >
                    {LANGUAGE_NAMES[code]}
                  </button>
                ))}
              </div>
            </div>
            <UserMenuCompanies
              companyId={companyId}
              onDone={() => setOpen(false)}
              onChangeDefault={() => {
                setOpen(false);
                setDefaultModalOpen(true);
              }}
              isOperator={isOperatorStaff(user)}
            />
            <div className={styles.section}>
              {deployment.accountPreferencesUrl ? (
                <a className={styles.action} href={deployment.accountPreferencesUrl}>
                  {t('shell.userMenu.account-preferences')}
                </a>
              ) : null}
              <Link
                className={styles.action}
                to={`/${companyId ?? '0'}/account/sessions`}
                onClick={() => setOpen(false)}
              >
                {t('shell.userMenu.account-sessions')}
              </Link>
              <button type="button" className={styles.action} onClick={() => void logout()}>
                {t('shell.userMenu.logout')}
              </button>
            </div>
          </Dialog>
        </Popover>
      </DialogTrigger>
      <DefaultCompanyModal isOpen={defaultModalOpen} onClose={() => setDefaultModalOpen(false)} />
    </>
  );
}
