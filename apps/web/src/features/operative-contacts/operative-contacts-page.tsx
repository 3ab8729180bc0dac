import {
  OPERATIVE_CONTACT_ACCESS,
  OPERATIVE_CONTACT_ROLES,
  operativeContactListQuerySchema,
  type OperativeContact,
  type OperativeContactRole,
  CONTACT_ROLE_NAMES,
} from '@kaista/domain/operative-contacts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { InlineFormArea } from '../../lib/forms/inline-form-area';
import { useInlineFormFocus } from '../../lib/forms/use-inline-form-focus';
import { useWriteFailed } from '../../lib/forms/use-write-failed';
import { pageTotal } from '../../lib/lists/page-total';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { useCompanyId } from '../../lib/routing/company-id';
import { useAccess } from '../../lib/routing/use-access';
import { notify } from '../../lib/notifications/notification-store';
import { Button, ConfirmDialog, Dropdown, FilterBar, Page, PageHeader, QueryTable } from '../../ui';
import { contactName, useOperativeContactColumns } from './operative-contact-columns';
import { OperativeContactForm } from './operative-contact-form';
import { operativeContactListQuery, useDeleteOperativeContact } from './operative-contacts-queries';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './operative-contacts.module.css';

const ALL_ROLES = 'ALL';

/** §2 /{companyId}/company/operative-contacts: whom the operator calls about outages and deliveries. */
export function OperativeContactsPage() {
  const { t } = useTranslation();
  const contactRoleName = useCodeName(CONTACT_ROLE_NAMES);
  const companyId = useCompanyId();
  const canWrite = useAccess(OPERATIVE_CONTACT_ACCESS.write);
  const { state: params, update } = useListUrlState(operativeContactListQuerySchema);
  const list = useQuery(operativeContactListQuery(companyId, params));
  useOffsetInRange(list.data, params, update);
  // null: no form; 'new': a new contact; a contact: that one being changed.
  const [editing, setEditing] = useState<OperativeContact | 'new' | null>(null);
  const formArea = useInlineFormFocus(editing === 'new' ? 'new' : (editing?.id ?? null));
  const [removing, setRemoving] = useState<OperativeContact | null>(null);
  const remove = useDeleteOperativeContact(companyId);
  const failed = useWriteFailed('operative-contacts.changed-meanwhile');
  const columns = useOperativeContactColumns({ canWrite, onEdit: setEditing, onRemove: setRemoving });

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
      <InlineFormArea ref={formArea} onEscape={() => setEditing(null)}>
        {editing !== null ? (
          <OperativeContactForm
            key={editing === 'new' ? 'new' : editing.id}
            companyId={companyId}
            editing={editing === 'new' ? null : editing}
            onClose={() => setEditing(null)}
          />
        ) : null}
      </InlineFormArea>
      <section className={styles.list} aria-labelledby="operative-contacts-list">
        <h2 id="operative-contacts-list">{t('operative-contacts.all')}</h2>
        <FilterBar label={t('operative-contacts.filters')} layout="wrap">
          <Dropdown
            label={t('operative-contacts.filter-role')}
            options={[
              { id: ALL_ROLES, label: t('operative-contacts.all-roles') },
              ...OPERATIVE_CONTACT_ROLES.map((id) => ({ id, label: contactRoleName(id) })),
            ]}
            value={params.role ?? ALL_ROLES}
            onChange={(value) =>
              update({ role: !value || value === ALL_ROLES ? undefined : (value as OperativeContactRole) })
            }
          />
        </FilterBar>
        <QueryTable
          query={list}
          loading={{ label: t('operative-contacts.loading'), variant: 'lines', lines: 4 }}
          failed={t('operative-contacts.load-failed')}
          count={(data) => t('operative-contacts.count', { total: pageTotal(data) })}
          empty={params.role ? t('operative-contacts.no-matches') : t('operative-contacts.none')}
          columns={columns}
          rowKey={(row) => row.id}
          pagingLabel={t('operative-contacts.paging')}
          offset={params.offset}
          pageSize={params.pageSize}
          onOffset={(offset) => update({ offset })}
        />
      </section>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(isOpen) => isOpen || setRemoving(null)}
        title={t('operative-contacts.remove-confirm-title')}
        confirmLabel={t('operative-contacts.remove')}
        isPending={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing)}
      >
        <p>{t('operative-contacts.remove-confirm', { name: removing ? contactName(removing) : '' })}</p>
      </ConfirmDialog>
    </Page>
  );
}
