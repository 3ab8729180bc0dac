import {
  CONTACT_ROLE_NAMES,
  OPERATIVE_CONTACT_ROLES,
  type OperativeContactRole,
} from '@kaista/domain/operative-contacts';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCodeName } from '../../lib/i18n/use-code-name';
import { Checkbox, RequiredMark } from '../../ui';
import styles from './operative-contacts.module.css';

type ContactRolesFieldProps = {
  roles: readonly OperativeContactRole[];
  onChange: (roles: OperativeContactRole[]) => void;
  /** Whether the §5 rules refused the contact for having no role. */
  refused: boolean;
};

/** The roles an operative contact is reached for: at least one, each a checkbox. */
export function ContactRolesField({ roles, onChange, refused }: ContactRolesFieldProps) {
  const { t } = useTranslation();
  const contactRoleName = useCodeName(CONTACT_ROLE_NAMES);
  return (
    <fieldset className={styles.roles}>
      <legend>
        {t('operative-contacts.field.roles')}
        <RequiredMark />
      </legend>
      <div className={styles.roleChecks}>
        {OPERATIVE_CONTACT_ROLES.map((role) => (
          <Checkbox
            key={role}
            isSelected={roles.includes(role)}
            onChange={(selected) =>
              onChange(selected ? [...roles, role] : roles.filter((other) => other !== role))
            }
          >
            {contactRoleName(role)}
          </Checkbox>
        ))}
      </div>
      {refused ? (
        <p className={styles.error} role="alert">
          {t('operative-contacts.roles-required')}
        </p>
      ) : null}
    </fieldset>
  );
}
