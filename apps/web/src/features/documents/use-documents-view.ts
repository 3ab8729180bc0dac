import { documentListQuerySchema } from '@kaista/domain/documents';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useListUrlState } from '../../lib/lists/use-list-url-state';
import { useOffsetInRange } from '../../lib/lists/use-offset-in-range';
import { useCompanyId } from '../../lib/routing/company-id';
import { documentListQuery, folderStructureQuery } from './documents-queries';

/** What the documents page shows, from its address: the folder or the search, its documents and its title. */
export function useDocumentsView() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const { state: params, update } = useListUrlState(documentListQuerySchema);
  const structure = useQuery(folderStructureQuery(companyId));
  const list = useQuery(documentListQuery(companyId, params));
  useOffsetInRange(list.data, params, update);
  const folders = structure.data?.folders ?? [];
  const folder = folders.find((candidate) => candidate.id === params.folderId);
  const searched = params.q ?? '';
  const folderTitle = folder?.name ?? t('documents.top-level');
  const title = searched ? t('documents.search-title', { q: searched }) : folderTitle;
  const deletableFolder =
    folder && folder.documentCount === 0 && !folders.some((f) => f.parentId === folder.id)
      ? folder
      : undefined;
  return {
    companyId,
    params,
    update,
    structure,
    list,
    folders,
    searched,
    folderTitle,
    title,
    deletableFolder,
  };
}
