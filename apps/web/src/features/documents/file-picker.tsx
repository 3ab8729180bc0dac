import { DOCUMENT_LIMITS } from '@kaista/domain/documents';
import { DOCUMENT_FILE_TYPES, documentFileType } from '@kaista/domain/shared/enums';
import { FIELD_ERROR_KEYS, fileNameIssue } from '@kaista/domain/shared/validation';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { PendingFile, UploadRules } from '../../lib/forms/use-uploads';
import type { CallerTells } from '../../lib/http/error-notice';
import { FilePicker as UploadPicker } from '../../ui/file-picker/file-picker';

const ACCEPTED_EXTENSIONS = DOCUMENT_FILE_TYPES.map((type) => `.${type}`).join(',');

/**
 * The refusals the file says in its own words, by the server's status: 413 PAYLOAD_TOO_LARGE, 415
 * UNSUPPORTED_MEDIA_TYPE, 412 changed meanwhile (a new version), 403 an operator's document or category.
 */
const TOLD_AT_FILE: Partial<Record<number, string>> = {
  413: 'documents.upload.too-large',
  415: 'documents.upload.wrong-type',
  412: 'documents.changed-meanwhile',
  403: 'documents.upload.not-allowed',
};

/** §3 file types and the 10 MB limit, checked before upload so the user learns at once (the server re-checks). */
export const DOCUMENT_UPLOAD_RULES: UploadRules = {
  refuse: (file) => {
    if (fileNameIssue(file.name)) return fileNameIssue(file.name);
    if (!documentFileType(file.name)) return 'documents.upload.wrong-type';
    if (file.size === 0) return FIELD_ERROR_KEYS.emptyFile;
    if (file.size > DOCUMENT_LIMITS.fileMaxBytes) return 'documents.upload.too-large';
    return undefined;
  },
  failure: (status) => (status === undefined ? undefined : TOLD_AT_FILE[status]) ?? 'documents.upload.failed',
};

/**
 * An upload's options: what the file says in its own words shows no notice beside it; a failure it only calls
 * 'failed' (a server fault, a lost session) keeps its notice.
 */
export const DOCUMENT_UPLOAD_TELLS: CallerTells = {
  tells: (error) => TOLD_AT_FILE[error.status] !== undefined,
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
