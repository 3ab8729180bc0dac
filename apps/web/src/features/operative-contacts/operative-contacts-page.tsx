import {
  OPERATIVE_CONTACT_ACCESS,
  OPERATIVE_CONTACT_ROLES,
  type OperativeContact,
  type OperativeContactRole,
} from '@kaista/domain/operative-contacts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanyId } from '../../lib/routing/company-id';
import { useAccess } from '../../lib/routing/use-access';
import { notify } from '../../lib/notifications/notification-store';
import { Button, ConfirmDialog, DataTable, Dropdown, Page, PageHeader, Pager, QueryContent } from '../../ui';
import { OperativeContactForm } from './operative-contact-form';
import {
  operativeContactListQuery,
  PAGE_SIZE,
  useDeleteOperativeContact,
} from './operative-contacts-queries';
import styles from './operative-contacts.module.css';
import { useWriteFailed } from './use-write-failed';

const ALL_ROLES = 'ALL';

/** §2 /{companyId}/company/operative-contacts: whom the operator calls about outages and deliveries. */
export function OperativeContactsPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const canWrite = useAccess(OPERATIVE_CONTACT_ACCESS.write);
  const [offset, setOffset] = useState(0);
  const [role, setRole] = useState<OperativeContactRole | undefined>(undefined);
  const list = useQuery(operativeContactListQuery(companyId, offset, role));
  // null: no form; 'new': a new contact; a contact: that one being changed.
  const [editing, setEditing] = useState<OperativeContact | 'new' | null>(null);
  const [removing, setRemoving] = useState<OperativeContact | null>(null);
  const remove = useDeleteOperativeContact(companyId);
  const failed = useWriteFailed();
  const name = (contact: OperativeContact) => `${contact.firstName} ${contact.lastName}`;

  const confirmRemove = (contact: OperativeContact) =>
    remove.mutate(contact, {
      onSuccess: () => notify({ type: 'success', text: t('operative-contacts.removed') }),
      onError: (error) => failed(error),
      onSettled: () => setRemoving(null),
    });

  return (
    <Page labelledBy="operative-contacts-title">
      <PageHeader
        id="operative-contacts-title"
        title={t('shell.nav.operative-contacts')}
        intro={t('operative-contacts.intro')}
      />
      {canWrite && editing === null ? (
        <div className={styles.row}>
          <Button onPress={() => setEditing('new')}>{t('operative-contacts.new')}</Button>
        </div>
      ) : null}
      {editing !== null ? (
        <OperativeContactForm
          key={editing === 'new' ? 'new' : editing.id}
          companyId={companyId}
          editing={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <section className={styles.list} aria-labelledby="operative-contacts-list">
        <h2 id="operative-contacts-list">{t('operative-contacts.all')}</h2>
        <div className={styles.filter}>
          <Dropdown
            label={t('operative-contacts.filter-role')}
            options={[
              { id: ALL_ROLES, label: t('operative-contacts.all-roles') },
              ...OPERATIVE_CONTACT_ROLES.map((id) => ({ id, label: t(`operative-contacts.role.${id}`) })),
            ]}
            value={role ?? ALL_ROLES}
            onChange={(value) => {
              setOffset(0);
              setRole(!value || value === ALL_ROLES ? undefined : (value as OperativeContactRole));
            }}
          />
        </div>
        <QueryContent
          query={list}
          loading={{ label: t('operative-contacts.loading'), variant: 'lines', lines: 4 }}
          failed={t('operative-contacts.load-failed')}
          isEmpty={(data) => data.items.length === 0}
          empty={t('operative-contacts.none')}
        >
          {(data) => (
            <>
              <DataTable<OperativeContact>
                rows={data.items}
                rowKey={(row) => row.id}
                columns={[
                  {
                    id: 'name',
                    header: t('operative-contacts.field.name'),
                    cell: (row) => (
                      <div>
                        <strong>{name(row)}</strong>
                        {row.title ? <span className={styles.muted}>{row.title}</span> : null}
                      </div>
                    ),
                  },
                  {
                    id: 'roles',
                    header: t('operative-contacts.field.roles'),
                    cell: (row) => row.roles.map((each) => t(`operative-contacts.role.${each}`)).join(', '),
                  },
                  {
                    id: 'reach',
                    header: t('operative-contacts.reach'),
                    cell: (row) => (
                      <div>
                        <a href={`tel:${row.phone}`}>{row.phone}</a>
                        <a href={`mailto:${row.email}`}>{row.email}</a>
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
                          cell: (row: OperativeContact) => (
                            <span className={styles.row}>
                              <Button
                                variant="tertiary"
                                size="small"
                                aria-label={t('operative-contacts.edit-named', { name: name(row) })}
                                onPress={() => setEditing(row)}
                              >
                                {t('operative-contacts.edit')}
                              </Button>
                              <Button
                                variant="tertiary"
                                size="small"
                                aria-label={t('operative-contacts.remove-named', { name: name(row) })}
                                onPress={() => setRemoving(row)}
                              >
                                {t('operative-contacts.remove')}
                              </Button>
                            </span>
                          ),
                        },
                      ]
                    : []),
                ]}
              />
              <Pager
                label={t('operative-contacts.paging')}
                offset={offset}
                pageSize={PAGE_SIZE}
                page={data}
                onOffset={setOffset}
              />
            </>
          )}
        </QueryContent>
      </section>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => isOpen || setRemoving(null)}
        title={t('operative-contacts.remove-confirm-title')}
        confirmLabel={t('operative-contacts.remove')}
        isPending={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing)}
      >
        <p>{t('operative-contacts.remove-confirm', { name: removing ? name(removing) : '' })}</p>
      </ConfirmDialog>
    </Page>
  );
}
