import { impersonationCalls } from '@kaista/domain/impersonation';
import { sendApi } from '../../lib/api/call-api';

export const startImpersonation = (companyId: string, userId: string) =>
  sendApi(impersonationCalls.start, { params: { id: companyId, uid: userId } });

/** Answers the company the session serves, to go back to it. */
export const stopImpersonation = () => sendApi(impersonationCalls.stop, {});
