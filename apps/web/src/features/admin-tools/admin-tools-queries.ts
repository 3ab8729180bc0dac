import { queryOptions } from '@tanstack/react-query';
import { adminToolsCalls, type EnvironmentMode } from '@kaista/domain/admin-tools';
import { queryApi, sendApi } from '../../lib/api/call-api';

export const adminSessionQuery = queryOptions({
  queryKey: ['admin-tools', 'session'],
  queryFn: ({ signal }) => queryApi(adminToolsCalls.session, {}, signal),
  staleTime: 0,
});

export const setEnvironmentMode = (environment: EnvironmentMode['environment']) =>
  sendApi(adminToolsCalls.setEnvironmentMode, { body: { environment } });
