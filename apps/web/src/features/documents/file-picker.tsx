import { DOCUMENT_LIMITS } from '@kaista/domain/documents';
import { DOCUMENT_FILE_TYPES, documentFileType } from '@kaista/domain/shared/enums';
import { useTranslation } from 'react-i18next';
import type { PendingFile, UploadRules } from '../../lib/forms/use-uploads';
import { FilePicker as UploadPicker } from '../../ui/file-picker/file-picker';

const ACCEPTED_EXTENSIONS = DOCUMENT_FILE_TYPES.map((type) => `.${type}`).join(',');

/** §3 file types and the 10 MB limit, checked before upload so the user learns at once (the server re-checks). */
export const DOCUMENT_UPLOAD_RULES: UploadRules = {
  refuse: (file) => {
    if (!documentFileType(file.name)) return 'documents.upload.wrong-type';
    if (file.size > DOCUMENT_LIMITS.fileMaxBytes) return 'documents.upload.too-large';
    return undefined;
  },
  failure: (status) => {
    if (status === 413) return 'documents.upload.too-large';
    if (status === 415) return 'documents.upload.wrong-type';
    if (status === 412) return 'documents.changed-meanwhile';
    if (status === 403) return 'documents.upload.not-allowed';
    return 'documents.upload.failed';
  },
};

interface DocumentFilePickerProps {
  label: string;
  files: PendingFile[];
  onChoose: (file: File) => void;
  isDisabled?: boolean;
}

/** Chooses one file (§3 types, at most 10 MB) and shows its upload's progress or problem. */
export function FilePicker({ label, files, onChoose, isDisabled }: DocumentFilePickerProps) {
  const { t } = useTranslation();
  return (
    <UploadPicker
      label={label}
      hint={t('documents.upload.hint')}
      chosenLabel={t('documents.upload.chosen')}
      accept={ACCEPTED_EXTENSIONS}
      files={files}
      onChoose={([first]) => first && onChoose(first)}
      isDisabled={isDisabled}
      progressLabel={(name) => t('documents.upload.progress', { name })}
    />
  );
}
