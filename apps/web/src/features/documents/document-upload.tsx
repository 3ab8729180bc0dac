import {
  DOCUMENT_CATEGORY_NAMES,
  DOCUMENT_CATEGORIES,
  type Document,
  type DocumentCategory,
  validUntilIssue,
} from '@kaista/domain/documents';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useUploads } from '../../lib/forms/use-uploads';
import { DateField, Dropdown, TextField } from '../../ui';
import { documentKeys, documentNamed, uploadDocument, uploadDocumentVersion } from './documents-queries';
import { DOCUMENT_UPLOAD_RULES, FilePicker } from './file-picker';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './documents.module.css';
import { SameNameChoice } from './same-name-choice';

interface DocumentUploadProps {
  companyId: string;
  folderId: string | undefined;
  publishes: boolean;
}

/** Upload into the folder shown, with a description; who publishes also sets the category and its validity. */
export function DocumentUpload({ companyId, folderId, publishes }: DocumentUploadProps) {
  const { t } = useTranslation();
  const categoryName = useCodeName(DOCUMENT_CATEGORY_NAMES);
  const client = useQueryClient();
  const uploads = useUploads(DOCUMENT_UPLOAD_RULES);
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<DocumentCategory>('OTHER');
  const [validUntil, setValidUntil] = useState('');
  /** False while the validity end keeps a text that is no date: no file is sent then (not without its end). */
  const [dateReadable, setDateReadable] = useState(true);
  const [dateError, setDateError] = useState<string>();
  const dated = category !== 'OTHER';

  /** The file waiting for the user's answer, and the document whose name it has. */
  const [sameName, setSameName] = useState<{ file: File; document: Document } | null>(null);
  /** True while the folder is asked for the file's name: no second file is taken meanwhile. */
  const [checking, setChecking] = useState(false);

  /** Sends the file; the description is used up by a new document (a new version keeps the document's own). */
  const send = (file: File, sendFile: Parameters<typeof uploads.send>[0], { asNew }: { asNew: boolean }) => {
    uploads.files
      .filter((pending) => pending.error || pending.progress === 1)
      .forEach((p) => uploads.remove(p.key));
    void uploads.send(sendFile, uploads.add([file]), async (sent) => {
      uploads.remove(sent.key);
      if (asNew) setDescription('');
      await client.invalidateQueries({ queryKey: documentKeys.all(companyId) });
    });
  };

  const sendAsNew = (file: File) => {
    const query = {
      ...(folderId ? { folderId } : {}),
      description,
      category,
      ...(dated && validUntil ? { validUntil } : {}),
    };
    send(file, uploadDocument(companyId, query), { asNew: true });
  };

  const upload = async (file: File) => {
    if (dated && !dateReadable) {
      setDateError(t('common.date.invalid'));
      return;
    }
    const validityIssue = dated ? validUntilIssue(validUntil, helsinkiToday()) : null;
    if (validityIssue) {
      setDateError(t(validityIssue));
      return;
    }
    setDateError(undefined);
    // A file the rules refuse is told so at once, with no question before it.
    setChecking(true);
    const named = DOCUMENT_UPLOAD_RULES.refuse(file)
      ? null
      : await documentNamed(companyId, folderId, file.name);
    setChecking(false);
    // An operator's published document is only the operator's to replace: beside it, the file is a new one.
    if (named && (publishes || !named.publishedByOperator)) setSameName({ file, document: named });
    else sendAsNew(file);
  };

  const answer = (choice: 'new-version' | 'keep-both' | 'cancel') => {
    if (!sameName) return;
    setSameName(null);
    if (choice === 'new-version')
      send(sameName.file, uploadDocumentVersion(companyId, sameName.document), { asNew: false });
    if (choice === 'keep-both') sendAsNew(sameName.file);
  };

  return (
    <>
      <div className={styles.toolRow}>
        <TextField
          label={t('documents.description')}
          value={description}
          onChange={setDescription}
          maxLength={500}
        />
        {publishes ? (
          <>
            <Dropdown
              label={t('documents.columns.category')}
              options={DOCUMENT_CATEGORIES.map((id) => ({ id, label: categoryName(id) }))}
              value={category}
              onChange={(value) => {
                setCategory((value ?? 'OTHER') as DocumentCategory);
                // The date field starts again from the date last taken.
                setDateReadable(true);
                setDateError(undefined);
              }}
            />
            {dated ? (
              <DateField
                label={t('documents.valid-until')}
                value={validUntil}
                onChange={setValidUntil}
                onValidityChange={(readable) => {
                  setDateReadable(readable);
                  if (readable) setDateError(undefined);
                }}
                errorMessage={dateError}
              />
            ) : null}
          </>
        ) : null}
      </div>
      <FilePicker
        label={t('documents.upload.add')}
        files={uploads.files}
        onChoose={(file) => void upload(file)}
        isDisabled={uploads.isSending || checking || sameName !== null}
      />
      <SameNameChoice
        document={sameName?.document ?? null}
        onNewVersion={() => answer('new-version')}
        onKeepBoth={() => answer('keep-both')}
        onCancel={() => answer('cancel')}
      />
    </>
  );
}
