import {
  bulletinCalls,
  type Bulletin,
  type BulletinInput,
  type BulletinListQuery,
} from '@kaista/domain/bulletins';
import { versionEtag } from '@kaista/domain/shared/api';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';

const key = ['bulletins'] as const;

export const bulletinListQuery = (query: BulletinListQuery) =>
  queryOptions({
    queryKey: [...key, query] as const,
    queryFn: ({ signal }) => queryApi(bulletinCalls.list, { query }, signal),
    placeholderData: keepPreviousData,
  });

/** A new bulletin, or a change of the one shown on the version read (412 when changed meanwhile). */
export function useSaveBulletin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, bulletin }: { body: BulletinInput; bulletin: Bulletin | null }) =>
      bulletin
        ? sendApi(
            bulletinCalls.update,
            { params: { bulletinId: bulletin.id }, body },
            { silent: true, ifMatch: versionEtag(bulletin.version) },
          )
        : sendApi(bulletinCalls.create, { body }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}

export function useDeleteBulletin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (bulletin: Bulletin) =>
      sendApi(
        bulletinCalls.delete,
        { params: { bulletinId: bulletin.id } },
        { silent: true, ifMatch: versionEtag(bulletin.version) },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
}
