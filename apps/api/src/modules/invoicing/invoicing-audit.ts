import type { FastifyRequest } from 'fastify';
import type { AuditActionKey } from '@kaista/domain/audit';
import type { Database } from '../../db/client';

/** Something written in the same transaction as a change: its audit row. */
export type AlongWith = (tx: Database) => Promise<void>;
export type AuditRecorder = (action: AuditActionKey, subject: string) => AlongWith;

/**
 * Every change to billing agreements and cost centres is audited, whoever makes it: the person, whom they
 * acted for, and a subject naming the object with its values before and after.
 */
export function auditRecorder(request: FastifyRequest, status: number): AuditRecorder {
  return (action, subject) => async (tx) => {
    const { user, operator, companyId } = request.company;
    await request.server.audit.record(
      {
        companyId,
        operator: operator ?? user,
        actedFor: operator ? user : null,
        action,
        target: request.url.split('?')[0] ?? '',
        subject,
        result: status,
      },
      tx,
    );
    request.auditRecorded = true;
  };
}
