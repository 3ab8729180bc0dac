import { CONTACT_ROLE_NAMES } from '@kaista/domain/operative-contacts';
import type { OperativeContact } from '@kaista/domain/operative-contacts';
import { formatServiceNumber } from '@kaista/domain/services';
import { stripWhiteSpace } from '@kaista/domain/shared/validation';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, type DataTableColumn, EmailLink, RowActions } from '../../ui';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './operative-contacts.module.css';

/** "Maija Virtanen": how a contact is named in the list and in its buttons' labels. */
export const contactName = (contact: OperativeContact) => `${contact.firstName} ${contact.lastName}`;

/** The operative contacts' columns; a writer's rows end with the buttons to change or remove the contact. */
export function useOperativeContactColumns({
  canWrite,
  onEdit,
  onRemove,
}: {
  canWrite: boolean;
  onEdit: (contact: OperativeContact) => void;
  onRemove: (contact: OperativeContact) => void;
}): DataTableColumn<OperativeContact>[] {
  const { t } = useTranslation();
  const contactRoleName = useCodeName(CONTACT_ROLE_NAMES);
  return [
    {
      id: 'name',
      header: t('operative-contacts.field.name'),
      cell: (row) => (
        <div>
          <strong>{contactName(row)}</strong>
          {row.title ? <span className={styles.muted}>{row.title}</span> : null}
        </div>
      ),
    },
    {
      id: 'roles',
      header: t('operative-contacts.field.roles'),
      cell: (row) => row.roles.map(contactRoleName).join(', '),
    },
    {
      id: 'reach',
      header: t('operative-contacts.reach'),
      cell: (row) => (
        <div>
          <a href={`tel:${stripWhiteSpace(row.phone)}`}>{formatServiceNumber(row.phone)}</a>
          <EmailLink email={row.email} />
          <span className={styles.muted}>
            {t(`operative-contacts.language.${row.language}`)}
            {row.aroundTheClock ? ` · ${t('operative-contacts.around-the-clock')}` : ''}
          </span>
        </div>
      ),
    },
    {
      id: 'notes',
      header: t('operative-contacts.field.notes'),
      cell: (row) => row.notes ?? '–',
    },
    ...(canWrite
      ? [
          {
            id: 'actions',
            header: t('operative-contacts.actions'),
            screenOnly: true,
            cell: (row: OperativeContact) => (
              <RowActions>
                <Button
                  variant="tertiary"
                  size="small"
                  aria-label={t('operative-contacts.edit-named', { name: contactName(row) })}
                  onPress={() => onEdit(row)}
                >
                  {t('operative-contacts.edit')}
                </Button>
                <Button
                  variant="tertiary"
                  size="small"
                  aria-label={t('operative-contacts.remove-named', { name: contactName(row) })}
                  onPress={() => onRemove(row)}
                >
                  {t('operative-contacts.remove')}
                </Button>
              </RowActions>
            ),
          },
        ]
      : []),
  ];
}
