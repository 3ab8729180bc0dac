import type { ActiveSession } from '@kaista/domain/session';
import type { SessionRow } from '../../plugins/session/session-store';

/** A session row as its owner sees it: never its id, only when, from where and with what. */
export function toActiveSession(row: SessionRow, currentIdHash: string): ActiveSession {
  return {
    createdAt: row.createdAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    userAgent: row.userAgent,
    address: row.address,
    current: row.idHash === currentIdHash,
  };
}
