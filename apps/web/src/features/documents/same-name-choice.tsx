import type { Document } from '@kaista/domain/documents';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Button, Modal } from '../../ui';

export interface SameNameChoiceProps {
  /** The document the chosen file's name is already taken by; null while no such file waits. */
  document: Document | null;
  onNewVersion: () => void;
  onKeepBoth: () => void;
  onCancel: () => void;
}

/**
 * A file by a name the folder already holds is most often that document's next edition: the user says
 * whether it becomes its new version (the earlier ones kept) or a document of its own beside it.
 */
export function SameNameChoice({ document, onNewVersion, onKeepBoth, onCancel }: SameNameChoiceProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={document !== null}
      onOpenChange={(isOpen) => !isOpen && onCancel()}
      title={t('documents.same-name.title')}
      closeLabel={t('common.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="secondary" onPress={onKeepBoth}>
            {t('documents.same-name.keep-both')}
          </Button>
          <Button onPress={onNewVersion}>
            {t('documents.same-name.new-version', { version: (document?.currentVersion ?? 0) + 1 })}
          </Button>
        </>
      }
    >
      <p>{t('documents.same-name.question', { name: document?.name ?? '' })}</p>
    </Modal>
  );
}
