import type { Bulletin } from '@kaista/domain/bulletins';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWriteFailed } from '../../lib/forms/use-write-failed';
import { notify } from '../../lib/notifications/notification-store';
import { Button, ConfirmDialog, DataTable, RowActions } from '../../ui';
import { useDeleteBulletin } from './bulletins-queries';

type BulletinTableProps = {
  bulletins: Bulletin[];
  onEdit: (bulletin: Bulletin) => void;
};

/** Every bulletin with its validity and audience; a delete is asked once more, as it reaches every company. */
export function BulletinTable({ bulletins, onEdit }: BulletinTableProps) {
  const { t } = useTranslation();
  const failed = useWriteFailed('bulletins.changed-meanwhile');
  const remove = useDeleteBulletin();
  const [deleting, setDeleting] = useState<Bulletin | null>(null);

  const confirmDelete = (bulletin: Bulletin) =>
    remove.mutate(bulletin, {
      onSuccess: () => notify({ type: 'success', text: t('bulletins.deleted') }),
      onError: (error) => failed(error),
      onSettled: () => setDeleting(null),
    });

  return (
    <>
      <DataTable<Bulletin>
        rows={bulletins}
        rowKey={(row) => row.id}
        columns={[
          { id: 'title', header: t('bulletins.title'), cell: (row) => row.title },
          {
            id: 'validity',
            header: t('bulletins.validity'),
            cell: (row) => `${formatDate(row.validFrom)}–${row.validUntil ? formatDate(row.validUntil) : ''}`,
          },
          {
            id: 'audience',
            header: t('bulletins.audience'),
            cell: (row) => (row.audience === 'ALL' ? t('bulletins.to-all') : row.companyIds.join(', ')),
          },
          { id: 'author', header: t('bulletins.author'), cell: (row) => row.createdByName },
          {
            id: 'actions',
            header: t('bulletins.actions'),
            cell: (row) => (
              <RowActions>
                <Button
                  variant="tertiary"
                  size="small"
                  aria-label={t('bulletins.edit-named', { title: row.title })}
                  onPress={() => onEdit(row)}
                >
                  {t('bulletins.edit')}
                </Button>
                <Button
                  variant="tertiary"
                  size="small"
                  aria-label={t('bulletins.delete-named', { title: row.title })}
                  onPress={() => setDeleting(row)}
                >
                  {t('bulletins.delete')}
                </Button>
              </RowActions>
            ),
          },
        ]}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => isOpen || setDeleting(null)}
        title={t('bulletins.delete-confirm-title')}
        confirmLabel={t('bulletins.delete')}
        isPending={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
      >
        <p>{t('bulletins.delete-confirm', { title: deleting?.title ?? '' })}</p>
      </ConfirmDialog>
    </>
  );
}
