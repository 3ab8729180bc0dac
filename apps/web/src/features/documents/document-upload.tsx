import {
  DOCUMENT_CATEGORY_NAMES,
  DOCUMENT_CATEGORIES,
  type DocumentCategory,
  validUntilIssue,
} from '@kaista/domain/documents';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useUploads } from '../../lib/forms/use-uploads';
import { DateField, Dropdown, TextField } from '../../ui';
import { documentKeys, uploadDocument } from './documents-queries';
import { DOCUMENT_UPLOAD_RULES, FilePicker } from './file-picker';
import { useCodeName } from '../../lib/i18n/use-code-name';
import styles from './documents.module.css';

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

  const upload = (file: File) => {
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
    uploads.files
      .filter((pending) => pending.error || pending.progress === 1)
      .forEach((p) => uploads.remove(p.key));
    const query = {
      ...(folderId ? { folderId } : {}),
      description,
      category,
      ...(dated && validUntil ? { validUntil } : {}),
    };
    void uploads.send(uploadDocument(companyId, query), uploads.add([file]), async (sent) => {
      uploads.remove(sent.key);
      setDescription('');
      await client.invalidateQueries({ queryKey: documentKeys.all(companyId) });
    });
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
        onChoose={upload}
        isDisabled={uploads.isSending}
      />
    </>
  );
}
