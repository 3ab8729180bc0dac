import { BULLETIN_TRANSLATIONS, type Bulletin, type BulletinCompany } from '@kaista/domain/bulletins';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useWriteFailed } from '../../lib/forms/use-write-failed';
import { notify } from '../../lib/notifications/notification-store';
import { Button, ConfirmDialog, DataTable, RowActions } from '../../ui';
import { useDeleteBulletin } from './bulletins-queries';

/** How many chosen companies the list names before it counts the rest. */
const AUDIENCE_NAMED = 3;

type BulletinTableProps = {
  bulletins: Bulletin[];
  onEdit: (bulletin: Bulletin) => void;
};

/** A bulletin's chosen companies by name and number: the first few, and how many more there are. */
function Audience({ companies }: { companies: readonly BulletinCompany[] }) {
  const { t } = useTranslation();
  const named = companies
    .slice(0, AUDIENCE_NAMED)
    .map((company) => `${company.name} (${company.id})`)
    .join(', ');
  const more = companies.length - AUDIENCE_NAMED;
  return more > 0 ? t('bulletins.companies-and-more', { named, count: more }) : named;
}

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
            cell: (row) =>
              row.audience === 'ALL' ? t('bulletins.to-all') : <Audience companies={row.companies} />,
          },
          {
            id: 'languages',
            header: t('bulletins.languages'),
            cell: (row) =>
              ['fi', ...BULLETIN_TRANSLATIONS.filter((language) => row.translations[language])]
                .map((language) => t(`bulletins.language.${language}`))
                .join(', '),
          },
          { id: 'author', header: t('bulletins.author'), cell: (row) => row.createdByName },
          {
            id: 'actions',
            header: t('bulletins.actions'),
            screenOnly: true,
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
