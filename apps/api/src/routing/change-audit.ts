import type { FastifyRequest } from 'fastify';
import type { AuditActionKey } from '@kaista/domain/audit';
import type { Database } from '../db/client';
import type { AccessUser } from '../plugins/session/access-user';

/** Something done along with a change, in the change's own transaction (its audit row). */
export type AlongWith = (tx: Database) => Promise<void>;

/** Writes one change's audit row, inside the change's own transaction. */
export type AuditRecorder = (action: AuditActionKey, subject: string) => AlongWith;

/** Who made a change, and in which company's log it belongs. */
export interface ChangeAuthor {
  companyId: string;
  user: AccessUser;
  operator: AccessUser | null;
}

/**
 * A change whose audit row must be written in its own transaction (users, groups, rights, billing agreements,
 * cost centres) is recorded here, whoever makes it: the person who made it, whom they acted for, and the
 * subject naming what changed with the values before and after. The author is the company route's caller
 * unless given (an operator tool of company 0).
 */
export function auditRecorder(
  request: FastifyRequest,
  status: number,
  author: ChangeAuthor = request.company,
): AuditRecorder {
  return (action, subject) => async (tx) => {
    const { user, operator, companyId } = author;
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

/** Names as an audit subject lists them: '–' for none. */
export const auditList = (names: readonly string[]) => (names.length ? names.join(', ') : '–');

type Values = Readonly<Record<string, unknown>>;
const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? '–'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/**
 * 'Name (number): deliveryMethod EMAIL → F_INVOICE; email a@b.fi → –': only the fields that changed, each
 * with its value before and after, so a change of one field reads as just that.
 */
export function changeSubject(title: string, before: Values, after: Values): string {
  const changes = Object.keys(after)
    .filter((key) => shown(before[key]) !== shown(after[key]))
    .map((key) => `${key} ${shown(before[key])} → ${shown(after[key])}`);
  return changes.length ? `${title}: ${changes.join('; ')}` : title;
}

const sameNames = (one: readonly string[], other: readonly string[]) =>
  one.length === other.length && one.every((name) => other.includes(name));

/**
 * 'Maija Virtanen: ServiceUser → ServiceManagerUser; +InvoicingReadInvoice −OrdersReadOrder': the roles
 * before and after only when they changed, so a change of permissions alone reads as just that.
 */
export function rightsChangeSubject(
  name: string,
  before: { roles: readonly string[]; permissions: readonly string[] },
  after: { roles: readonly string[]; permissions: readonly string[] },
): string {
  const added = after.permissions.filter((p) => !before.permissions.includes(p)).map((p) => `+${p}`);
  const removed = before.permissions.filter((p) => !after.permissions.includes(p)).map((p) => `−${p}`);
  const roles = sameNames(before.roles, after.roles)
    ? ''
    : `${auditList(before.roles)} → ${auditList(after.roles)}`;
  const changes = [roles, [...added, ...removed].join(' ')].filter(Boolean);
  return `${name}: ${changes.join('; ') || '–'}`;
}
