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

type Values = Readonly<Record<string, unknown>>;
const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '–'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** 'Name (number): deliveryMethod EMAIL → F_INVOICE; email a@b.fi → –', only the fields that changed. */
export function changeSubject(title: string, before: Values, after: Values): string {
  const changes = Object.keys(after)
    .filter((key) => shown(before[key]) !== shown(after[key]))
    .map((key) => `${key} ${shown(before[key])} → ${shown(after[key])}`);
  return changes.length ? `${title}: ${changes.join('; ')}` : title;
}
