import { PERMISSION_DISPLAY_NAMES, ROLE_DISPLAY_NAMES } from '@kaista/domain/shared/roles';
import { rightSources, type CompanyUser, type SourcedRight } from '@kaista/domain/users';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from '../../ui/page/page-parts.module.css';
import own from './effective-rights.module.css';

/** Where a right comes from, in words: 'own', 'group X', or both. */
function useSourceText() {
  const { t } = useTranslation();
  return (right: SourcedRight) =>
    [
      ...(right.own ? [t('users.source-own')] : []),
      ...right.groups.map((group) => t(`users.source-group.${group.kind}`, { name: group.name })),
    ].join(', ');
}

/**
 * The effective roles of a user for the list: each role by name, a role that comes only from groups marked
 * with the groups that give it.
 */
export function useEffectiveRoleText() {
  const { t } = useTranslation();
  const roleName = useCodeName(ROLE_DISPLAY_NAMES);
  return (user: CompanyUser) => {
    const roles = rightSources(user).roles;
    if (roles.length === 0) return t('users.no-roles');
    return roles
      .map((role) => {
        const name = roleName(role.name);
        if (role.own) return name;
        return `${name} (${t('users.via', { groups: role.groups.map((group) => group.name).join(', ') })})`;
      })
      .join(', ');
  };
}

function SourcedList({
  title,
  rights,
  nameOf,
}: {
  title: string;
  rights: SourcedRight[];
  nameOf: (name: string) => string;
}) {
  const { t } = useTranslation();
  const sourceText = useSourceText();
  return (
    <div>
      <h3>{title}</h3>
      {rights.length === 0 ? (
        <p>{t('users.none')}</p>
      ) : (
        <ul className={own.rights}>
          {rights.map((right) => (
            <li key={right.name}>
              <span>{nameOf(right.name)}</span>
              <span className={own.source}>{sourceText(right)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * §3 and the issue: what the user may do in the company, as the guards apply it: their own rights and those
 * of their groups, less what is switched off, each marked with where it comes from.
 */
export function EffectiveRights({ user }: { user: CompanyUser }) {
  const { t } = useTranslation();
  const roleName = useCodeName(ROLE_DISPLAY_NAMES);
  const permissionName = useCodeName(PERMISSION_DISPLAY_NAMES);
  const sources = rightSources(user);
  return (
    <section className={styles.section} aria-labelledby="user-effective-title">
      <h2 id="user-effective-title">{t('users.effective')}</h2>
      <p>{t('users.effective-help')}</p>
      <SourcedList title={t('users.roles')} rights={sources.roles} nameOf={roleName} />
      <SourcedList title={t('users.permissions')} rights={sources.permissions} nameOf={permissionName} />
    </section>
  );
}
