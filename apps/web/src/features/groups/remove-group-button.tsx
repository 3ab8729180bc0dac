import type { Group } from '@kaista/domain/groups';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, ConfirmDialog } from '../../ui';

/**
 * Deletion of a group after a confirmation that says what goes with it: its members lose the rights they had
 * through it. A refusal is said under the form, by the page.
 */
export function RemoveGroupButton({
  group,
  isPending,
  onRemove,
}: {
  group: Group;
  isPending: boolean;
  onRemove: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        {t('groups.delete')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('groups.delete-confirm-title')}
        confirmLabel={t('groups.delete')}
        isPending={isPending}
        onConfirm={() => void onRemove().finally(() => setOpen(false))}
      >
        <p>{t('groups.delete-confirm', { name: group.name, count: group.members.length })}</p>
      </ConfirmDialog>
    </>
  );
}
