import { DOCUMENTS_ACCESS } from '@kaista/domain/documents';
import { isOperatorStaff } from '@kaista/domain/shared/roles';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useAccess } from '../../lib/routing/use-access';
import { useSessionUser } from '../../lib/session/use-session-user';
import { Page, PageHeader } from '../../ui';
import { DocumentList } from './document-list';
import { DocumentSearch } from './document-search';
import { DocumentTools } from './document-tools';
import { FolderTree } from './folder-tree';
import { useDocumentsView } from './use-documents-view';
import styles from './documents.module.css';

/** §2 /{companyId}/documents: the folder structure, a folder's documents, uploads and new folders. */
export function DocumentsPage() {
  const { t } = useTranslation();
  const { user } = useSessionUser();
  const canWrite = useAccess(DOCUMENTS_ACCESS.write);
  const publishes = isOperatorStaff(user);
  const view = useDocumentsView();
  const { params, update, searched } = view;

  return (
    <Page labelledBy="documents-title">
      <PageHeader id="documents-title" title={t('shell.nav.documents')} />
      <DocumentSearch q={searched} onSearch={(q) => update({ q, folderId: undefined })} />
      <div className={styles.layout}>
        <FolderTree structure={view.structure} folderId={params.folderId} searched={searched} />
        <section className={styles.content} aria-labelledby="documents-folder-title">
          <h2 id="documents-folder-title">{view.title}</h2>
          {canWrite && !searched ? (
            <DocumentTools
              companyId={view.companyId}
              folderId={params.folderId}
              folders={view.folders}
              publishes={publishes}
              deletableFolder={view.deletableFolder}
              onFolderDeleted={() => update({ folderId: undefined })}
            />
          ) : null}
          <DocumentList
            list={view.list}
            params={params}
            folders={view.folders}
            searched={searched}
            folderTitle={view.folderTitle}
            onOffset={(offset) => update({ offset })}
          />
        </section>
      </div>
    </Page>
  );
}
