import type { DocumentFolder, FolderStructure } from '@kaista/domain/documents';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { LoadingPlaceholder } from '../../ui';
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

/** The folder structure under the top level, with each folder's count; the one shown is the current page. */
export function FolderTree({
  structure,
  folderId,
  searched,
}: {
  structure: UseQueryResult<FolderStructure>;
  folderId: string | undefined;
  searched: string;
}) {
  const { t } = useTranslation();
  const treeId = useId();
  return (
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
              aria-current={folderId || searched ? undefined : 'page'}
            >
              <span>{t('documents.top-level')}</span>
              <span className={styles.count}>{structure.data?.rootDocumentCount ?? 0}</span>
            </Link>
            <FolderList nodes={folderTree(structure.data?.folders ?? [])} current={folderId} />
          </li>
        </ul>
      )}
    </nav>
  );
}
