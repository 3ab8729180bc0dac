import {
  DOCUMENT_CATEGORIES,
  DOCUMENTS_ACCESS,
  documentListQuerySchema,
  isSearchableDocumentQuery,
  type Document,
  type DocumentCategory,
  type DocumentFolder,
} from '@kaista/domain/documents';
import { formatDate, formatDateTime } from '@kaista/domain/shared/formatting';
import { isOperatorStaff } from '@kaista/domain/shared/roles';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUploads } from '../../lib/forms/use-uploads';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useCompanyId } from '../../lib/routing/company-id';
import { useAccess } from '../../lib/routing/use-access';
import { useSessionUser } from '../../lib/session/use-session-user';
import {
  Button,
  DataTable,
  DateField,
  Dropdown,
  EmptyState,
  LoadingPlaceholder,
  Page,
  PageHeader,
  Pager,
  SearchInput,
  TextField,
} from '../../ui';
import { fileSize } from './document-format';
import {
  documentKeys,
  documentListQuery,
  folderStructureQuery,
  uploadDocument,
  useDeleteFolder,
} from './documents-queries';
import { DOCUMENT_UPLOAD_RULES, FilePicker } from './file-picker';
import { NewFolder } from './new-folder';
import styles from './documents.module.css';

type FolderNode = DocumentFolder & { children: FolderNode[] };

function folderTree(folders: readonly DocumentFolder[], parentId: string | null = null): FolderNode[] {
  return folders
    .filter((folder) => folder.parentId === parentId)
    .map((folder) => ({ ...folder, children: folderTree(folders, folder.id) }));
}

function FolderList({ nodes, current }: { nodes: FolderNode[]; current: string | undefined }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.id}>
          <Link
            to={`?folderId=${node.id}`}
            className={styles.folderLink}
            aria-current={current === node.id ? 'page' : undefined}
          >
            <span>{node.name}</span>
            <span className={styles.count}>{node.documentCount}</span>
          </Link>
          {node.children.length ? <FolderList nodes={node.children} current={current} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** §2 /{companyId}/documents: the folder structure, a folder's documents, uploads and new folders. */
export function DocumentsPage() {
  const { t, i18n } = useTranslation();
  const companyId = useCompanyId();
  const { user } = useSessionUser();
  const canWrite = useAccess(DOCUMENTS_ACCESS.write);
  const publishes = isOperatorStaff(user);
  const { state: params, update } = useListUrlState(documentListQuerySchema);
  const structure = useQuery(folderStructureQuery(companyId));
  const list = useQuery(documentListQuery(companyId, params));
  const folders = structure.data?.folders ?? [];
  const folder = folders.find((candidate) => candidate.id === params.folderId);
  const searched = params.q ?? '';
  const folderTitle = folder?.name ?? t('documents.top-level');
  const title = searched ? t('documents.search-title', { q: searched }) : folderTitle;
  const treeId = useId();
  const folderNameOf = (row: Document) =>
    (row.folderId && folders.find((candidate) => candidate.id === row.folderId)?.name) ||
    t('documents.top-level');

  return (
    <Page labelledBy="documents-title">
      <PageHeader id="documents-title" title={t('shell.nav.documents')} />
      <DocumentSearch q={searched} onSearch={(q) => update({ q, folderId: undefined })} />
      <div className={styles.layout}>
        <nav className={styles.folders} aria-labelledby={treeId}>
          <h2 id={treeId}>{t('documents.folders')}</h2>
          {structure.isPending ? (
            <LoadingPlaceholder label={t('documents.loading-folders')} variant="lines" lines={4} />
          ) : (
            <ul className={styles.tree}>
              <li>
                <Link
                  to="?"
                  className={styles.folderLink}
                  aria-current={params.folderId || searched ? undefined : 'page'}
                >
                  <span>{t('documents.top-level')}</span>
                  <span className={styles.count}>{structure.data?.rootDocumentCount ?? 0}</span>
                </Link>
                <FolderList nodes={folderTree(folders)} current={params.folderId} />
              </li>
            </ul>
          )}
        </nav>
        <section className={styles.content} aria-labelledby="documents-folder-title">
          <h2 id="documents-folder-title">{title}</h2>
          {canWrite && !searched ? (
            <DocumentTools
              companyId={companyId}
              folderId={params.folderId}
              folders={folders}
              publishes={publishes}
              deletableFolder={
                folder && folder.documentCount === 0 && !folders.some((f) => f.parentId === folder.id)
                  ? folder
                  : undefined
              }
              onFolderDeleted={() => update({ folderId: undefined })}
            />
          ) : null}
          {list.isPending ? (
            <LoadingPlaceholder label={t('documents.loading')} variant="lines" lines={5} />
          ) : list.isError ? (
            <EmptyState
              action={
                <Button variant="secondary" onPress={() => void list.refetch()}>
                  {t('documents.retry')}
                </Button>
              }
            >
              {t('documents.load-failed')}
            </EmptyState>
          ) : list.data.items.length === 0 ? (
            <EmptyState>
              {searched ? t('documents.search-empty', { q: searched }) : t('documents.empty')}
            </EmptyState>
          ) : (
            <>
              <DataTable<Document>
                caption={
                  searched
                    ? t('documents.search-caption', { q: searched })
                    : t('documents.list-caption', { folder: folderTitle })
                }
                rows={list.data.items}
                rowKey={(row) => row.id}
                columns={[
                  {
                    id: 'name',
                    header: t('documents.columns.name'),
                    cell: (row) => <Link to={row.id}>{row.name}</Link>,
                  },
                  {
                    id: 'description',
                    header: t('documents.columns.description'),
                    cell: (row) => row.description || <span className={styles.muted}>–</span>,
                  },
                  ...(searched
                    ? [
                        {
                          id: 'folder',
                          header: t('documents.folder'),
                          cell: (row: Document) => folderNameOf(row),
                        },
                      ]
                    : []),
                  {
                    id: 'category',
                    header: t('documents.columns.category'),
                    cell: (row) =>
                      row.validUntil
                        ? t('documents.category-until', {
                            category: t(`documents.category.${row.category}`),
                            date: formatDate(row.validUntil),
                          })
                        : t(`documents.category.${row.category}`),
                  },
                  {
                    id: 'updated',
                    header: t('documents.columns.updated'),
                    cell: (row) => `${formatDateTime(row.updatedAt)}, ${row.updatedByName}`,
                  },
                  {
                    id: 'size',
                    header: t('documents.columns.size'),
                    cell: (row) => `${fileSize(row.sizeBytes, i18n.language)} · v${row.currentVersion}`,
                  },
                ]}
              />
              <Pager
                label={t('documents.paging')}
                offset={params.offset}
                pageSize={params.pageSize}
                total={list.data.total}
                totalCapped={list.data.totalCapped}
                shown={list.data.items.length}
                onOffset={(offset) => update({ offset })}
              />
            </>
          )}
        </section>
      </div>
    </Page>
  );
}

/** The search of every folder's names and descriptions; a search needs a word of three characters. */
function DocumentSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(q);
  const [tooShort, setTooShort] = useState(false);
  useEffect(() => setText(q), [q]);
  return (
    <div className={styles.search}>
      <SearchInput
        label={t('documents.search')}
        placeholder={t('documents.search-placeholder')}
        value={text}
        onChange={(value) => {
          setText(value);
          setTooShort(false);
          // Clearing the box goes back to the folders; typing waits for Enter or the search button.
          if (!value && q) onSearch('');
        }}
        onSubmit={(value) => {
          const words = value.trim();
          const searchable = words === '' || isSearchableDocumentQuery(words);
          setTooShort(!searchable);
          if (searchable) onSearch(words);
        }}
        clearLabel={t('documents.search-clear')}
        searchLabel={t('documents.search')}
      />
      {tooShort ? (
        <p className={styles.searchHint} role="alert">
          {t('documents.search-too-short')}
        </p>
      ) : null}
    </div>
  );
}

interface DocumentToolsProps {
  companyId: string;
  folderId: string | undefined;
  folders: readonly DocumentFolder[];
  publishes: boolean;
  deletableFolder: DocumentFolder | undefined;
  onFolderDeleted: () => void;
}

/** Upload into the folder shown, a new folder inside it, and removing it while it is empty. */
function DocumentTools({
  companyId,
  folderId,
  folders,
  publishes,
  deletableFolder,
  onFolderDeleted,
}: DocumentToolsProps) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const uploads = useUploads(DOCUMENT_UPLOAD_RULES);
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<DocumentCategory>('OTHER');
  const [validUntil, setValidUntil] = useState('');
  /** False while the validity end keeps a text that is no date: no file is sent then (not without its end). */
  const [dateReadable, setDateReadable] = useState(true);
  const [dateError, setDateError] = useState<string>();
  const deleteFolder = useDeleteFolder(companyId);
  const dated = category !== 'OTHER';

  const upload = (file: File) => {
    if (dated && !dateReadable) {
      setDateError(t('common.date.invalid'));
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
    <div className={styles.tools}>
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
              options={DOCUMENT_CATEGORIES.map((id) => ({ id, label: t(`documents.category.${id}`) }))}
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
      <div className={styles.toolRow}>
        <NewFolder companyId={companyId} folderId={folderId} folders={folders} />
        {deletableFolder ? (
          <Button
            variant="tertiary"
            isLoading={deleteFolder.isPending}
            onPress={() => deleteFolder.mutate(deletableFolder, { onSuccess: onFolderDeleted })}
          >
            {t('documents.delete-folder', { name: deletableFolder.name })}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
