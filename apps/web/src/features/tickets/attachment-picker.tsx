import { useTranslation } from '../../lib/i18n/use-translation';
import type { PendingFile } from '../../lib/forms/use-uploads';
import { FilePicker } from '../../ui/file-picker/file-picker';
import { ACCEPTED_EXTENSIONS } from './pending-files';

interface AttachmentPickerProps {
  files: PendingFile[];
  onAdd: (files: File[]) => void;
  onRemove?: (key: string) => void;
  isDisabled?: boolean;
}

/** Chooses files (§3 types, at most 10 MB each) and shows each one's upload progress or problem. */
export function AttachmentPicker({ files, onAdd, onRemove, isDisabled }: AttachmentPickerProps) {
  const { t } = useTranslation();
  return (
    <FilePicker
      label={t('tickets.attachments.add')}
      hint={t('tickets.attachments.hint')}
      chosenLabel={t('tickets.attachments.chosen')}
      accept={ACCEPTED_EXTENSIONS}
      multiple
      files={files}
      onChoose={onAdd}
      isDisabled={isDisabled}
      progressLabel={(name) => t('tickets.attachments.progress', { name })}
      showSize
      remove={
        onRemove
          ? {
              onRemove,
              label: t('tickets.attachments.remove'),
              namedLabel: (name) => t('tickets.attachments.remove-named', { name }),
            }
          : undefined
      }
    />
  );
}
