import type { FastifyRequest } from 'fastify';
import type { AuditActionKey } from '@kaista/domain/audit';
import type { AlongWith } from './users.repo';

/** Writes one user-management change's audit row, inside the change's own transaction. */
export type AuditRecorder = (action: AuditActionKey, subject: string) => AlongWith;

/**
 * Every change to a company's users is audited, whoever makes it (the audit trail alone records only what
 * operator staff do while acting as someone): the person who made it, whom they acted for, and the subject
 * naming the user with the values before and after.
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

const list = (names: readonly string[]) => (names.length ? names.join(', ') : '–');

/** 'Maija Virtanen: ServiceUser → ServiceManagerUser; +InvoicingReadInvoice −OrdersReadOrder'. */
export function rightsChangeSubject(
  name: string,
  before: { roles: readonly string[]; permissions: readonly string[] },
  after: { roles: readonly string[]; permissions: readonly string[] },
): string {
  const added = after.permissions.filter((p) => !before.permissions.includes(p)).map((p) => `+${p}`);
  const removed = before.permissions.filter((p) => !after.permissions.includes(p)).map((p) => `−${p}`);
  const permissions = [...added, ...removed].join(' ');
  return `${name}: ${list(before.roles)} → ${list(after.roles)}${permissions ? `; ${permissions}` : ''}`;
}
