import { DOCUMENT_CATEGORY_NAMES, hasValidityEnded, type DocumentDetails } from '@kaista/domain/documents';
import { formatDate, formatDateTime, helsinkiToday } from '@kaista/domain/shared/formatting';
import { useCodeName } from '../../lib/i18n/use-code-name';
import { useTranslation } from '../../lib/i18n/use-translation';
import { FactsList } from '../../ui';

/** A document's folder, description, category, validity, last change and publisher. */
export function DocumentFacts({ document }: { document: DocumentDetails }) {
  const { t } = useTranslation();
  const categoryName = useCodeName(DOCUMENT_CATEGORY_NAMES);
  return (
    <FactsList mutedTerms wideTerms>
      <dt>{t('documents.folder')}</dt>
      <dd>{document.folderName ?? t('documents.top-level')}</dd>
      <dt>{t('documents.columns.description')}</dt>
      <dd>{document.description || '–'}</dd>
      <dt>{t('documents.columns.category')}</dt>
      <dd>{categoryName(document.category)}</dd>
      {document.validUntil ? (
        <>
          <dt>{t('documents.valid-until')}</dt>
          <dd>
            {hasValidityEnded(document.validUntil, helsinkiToday())
              ? t('documents.validity-ended', { date: formatDate(document.validUntil) })
              : formatDate(document.validUntil)}
          </dd>
        </>
      ) : null}
      <dt>{t('documents.columns.updated')}</dt>
      <dd>{`${formatDateTime(document.updatedAt)}, ${document.updatedByName}`}</dd>
      {document.publishedByOperator ? (
        <>
          <dt>{t('documents.published')}</dt>
          <dd>{t('documents.published-by-operator')}</dd>
        </>
      ) : null}
    </FactsList>
  );
}
