import type { DocumentFolder } from '@kaista/domain/documents';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button } from '../../ui';
import { DocumentUpload } from './document-upload';
import { useDeleteFolder } from './documents-queries';
import { NewFolder } from './new-folder';
import styles from './documents.module.css';

interface DocumentToolsProps {
  companyId: string;
  folderId: string | undefined;
  folders: readonly DocumentFolder[];
  publishes: boolean;
  deletableFolder: DocumentFolder | undefined;
  onFolderDeleted: () => void;
}

/** Upload into the folder shown, a new folder inside it, and removing it while it is empty. */
export function DocumentTools({
  companyId,
  folderId,
  folders,
  publishes,
  deletableFolder,
  onFolderDeleted,
}: DocumentToolsProps) {
  const { t } = useTranslation();
  const deleteFolder = useDeleteFolder(companyId);
  return (
    <div className={styles.tools}>
      <DocumentUpload companyId={companyId} folderId={folderId} publishes={publishes} />
      <div className={styles.toolRow}>
        <NewFolder companyId={companyId} folderId={folderId} folders={folders} />
        {deletableFolder ? (
          <Button
            variant="tertiary"
            isLoading={deleteFolder.isPending}
            onPress={() => deleteFolder.mutate(deletableFolder, { onSuccess: onFolderDeleted })}
          >
            {t('documents.delete-folder', { name: deletableFolder.name })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
