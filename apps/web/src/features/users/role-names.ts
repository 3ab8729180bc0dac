import { useTranslation } from 'react-i18next';

/** Role codes in the reader's language; two spellings of one role (§6 aliases) read as one name. */
export function useRoleNames(): (roles: readonly string[]) => string {
  const { t } = useTranslation();
  return (roles) =>
    roles.length
      ? [...new Set(roles.map((role) => t(`company-users.role-names.${role}`, { defaultValue: role })))].join(
          ', ',
        )
      : t('users.no-roles');
}
