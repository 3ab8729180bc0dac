import { mobileIdCalls, type MobileIdActivation } from '@kaista/domain/mobile-id';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { queryApi, sendApi } from '../../lib/api/call-api';

const key = (companyId: string) => ['mobile-id', companyId] as const;

export const mobileIdQuery = (companyId: string) =>
  queryOptions({
    queryKey: key(companyId),
    queryFn: ({ signal }) => queryApi(mobileIdCalls.get, { params: { id: companyId } }, signal),
  });

export function useActivateMobileId(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MobileIdActivation) =>
      sendApi(mobileIdCalls.activate, { params: { id: companyId }, body }, { silent: true }),
    onSuccess: (state) => client.setQueryData(key(companyId), state),
  });
}
