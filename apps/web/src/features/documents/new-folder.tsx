import { DOCUMENT_LIMITS, createFolderSchema, type DocumentFolder } from '@kaista/domain/documents';
import { fieldIssueOf } from '@kaista/domain/shared/validation';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { HttpError } from '../../lib/http/http-error';
import { Button, TextField } from '../../ui';
import { useCreateFolder } from './documents-queries';
import styles from './documents.module.css';

/** How many folders deep `folderId` is: a top-level folder is 1, the top level itself 0. */
export function folderDepth(folders: readonly DocumentFolder[], folderId: string | undefined): number {
  const byId = new Map(folders.map((folder) => [folder.id, folder]));
  let depth = 0;
  // The bound keeps a (never expected) cycle in the answer from hanging the page.
  for (let at = folderId ? byId.get(folderId) : undefined; at && depth <= folders.length; depth++)
    at = at.parentId ? byId.get(at.parentId) : undefined;
  return depth;
}

interface NewFolderProps {
  companyId: string;
  folderId: string | undefined;
  folders: readonly DocumentFolder[];
}

/**
 * A new folder inside the folder shown. The server refuses a folder deeper than
 * `DOCUMENT_LIMITS.folderDepthMax`, so where the structure shows the folder is already that deep the field
 * is not offered and the limit is said instead; a refusal the page could not foresee names the limit too.
 */
export function NewFolder({ companyId, folderId, folders }: NewFolderProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const createFolder = useCreateFolder(companyId);
  const max = DOCUMENT_LIMITS.folderDepthMax;

  if (folderDepth(folders, folderId) >= max)
    return <p className={styles.muted}>{t('documents.folder-depth-reached', { max })}</p>;

  const add = () => {
    // The server's rule of a name, checked first: a name it would refuse (an empty one) is never sent.
    const issue = fieldIssueOf(createFolderSchema, 'name', name);
    if (issue) return setError(t(issue));
    createFolder.mutate(
      { name, parentId: folderId ?? null },
      {
        onSuccess: () => {
          setName('');
          setError(undefined);
        },
        onError: (failure) => {
          const fields = failure instanceof HttpError ? failure.fieldErrors : undefined;
          setError(
            fields?.name
              ? t(fields.name)
              : fields?.parentId
                ? t('documents.folder-too-deep', { max })
                : t('documents.folder-failed'),
          );
        },
      },
    );
  };

  return (
    <>
      <TextField
        label={t('documents.new-folder')}
        value={name}
        onChange={setName}
        errorMessage={error}
        maxLength={DOCUMENT_LIMITS.nameMax}
      />
      <Button variant="secondary" isLoading={createFolder.isPending} onPress={add}>
        {t('documents.create-folder')}
      </Button>
    </>
  );
}
