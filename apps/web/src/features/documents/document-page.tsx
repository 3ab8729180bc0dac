import { DOCUMENTS_ACCESS } from '@kaista/domain/documents';
import { isOperatorStaff } from '@kaista/domain/shared/roles';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useCompanyId } from '../../lib/routing/company-id';
import { useAccess } from '../../lib/routing/use-access';
import { useSessionUser } from '../../lib/session/use-session-user';
import { BackLink, DetailFailure, LoadingPlaceholder, Page, PageHeader } from '../../ui';
import { DocumentChange } from './document-change';
import { DocumentFacts } from './document-facts';
import { DocumentVersions } from './document-versions';
import { documentDetailsQuery } from './documents-queries';

/** §2 /{companyId}/documents/{documentId}: details, every kept version to download, a new version, delete. */
export function DocumentPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const { documentId = '' } = useParams();
  const { user } = useSessionUser();
  const canWrite = useAccess(DOCUMENTS_ACCESS.write);
  const details = useQuery(documentDetailsQuery(companyId, documentId));

  if (details.isPending)
    return (
      <Page labelledBy="document-title">
        <LoadingPlaceholder label={t('documents.loading')} variant="page" />
      </Page>
    );
  if (details.isError)
    return (
      <DetailFailure
        title={t('shell.pages.document')}
        error={details.error}
        notFound={t('documents.not-found')}
        back={<BackLink to="..">{t('documents.back')}</BackLink>}
        onRetry={() => void details.refetch()}
      />
    );

  const document = details.data;
  // A contract or price list the operator published is the operator's to replace or delete.
  const canChange = canWrite && (!document.publishedByOperator || isOperatorStaff(user));
  const back = document.folderId ? `..?folderId=${document.folderId}` : '..';

  return (
    <Page labelledBy="document-title">
      <BackLink to={back} relative="path">
        {t('documents.back')}
      </BackLink>
      <PageHeader id="document-title" title={document.name} />
      <DocumentFacts document={document} />
      <DocumentVersions companyId={companyId} document={document} />
      {canChange ? <DocumentChange companyId={companyId} document={document} back={back} /> : null}
    </Page>
  );
}
