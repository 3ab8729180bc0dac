import type { Language } from '../shared/formatting/language';
import { actingForName } from './acting-for';
import type { AuditActionTexts } from './audit-action-texts';
import { namedAuditSubject } from './audit-subject-names';
import { ACCOUNT_ACTION_TEXTS, ACCOUNT_AUDITED_ROUTES } from './audit-actions-account';
import { TICKET_ACTION_TEXTS, TICKET_AUDITED_ROUTES } from './audit-actions-tickets';
import { USER_ACTION_TEXTS, USER_AUDITED_ROUTES } from './audit-actions-users';
import { RIGHTS_ACTION_TEXTS, RIGHTS_AUDITED_ROUTES } from './audit-actions-rights';
import { SHOP_ACTION_TEXTS, SHOP_AUDITED_ROUTES } from './audit-actions-shop';
import { ORDER_REQUEST_ACTION_TEXTS, ORDER_REQUEST_AUDITED_ROUTES } from './audit-actions-order-requests';
import { CART_ACTION_TEXTS, CART_AUDITED_ROUTES } from './audit-actions-carts';
import { ORDER_ACTION_TEXTS, ORDER_AUDITED_ROUTES } from './audit-actions-orders';
import { SERVICE_ACTION_TEXTS, SERVICE_AUDITED_ROUTES } from './audit-actions-services';
import { COMPANY_ACTION_TEXTS, COMPANY_AUDITED_ROUTES } from './audit-actions-company';
import { CONTENT_ACTION_TEXTS, CONTENT_AUDITED_ROUTES } from './audit-actions-content';

/**
 * Every audited action as a sentence in each language (DESIGN.md §5): the audit page and the CSV read the
 * same texts. {{subject}} is what the action was done to ('#12'), {{user}} the user acted as, {{route}} the
 * call of an action this table does not know yet.
 */
export const AUDIT_ACTION_TEXTS = {
  ...ACCOUNT_ACTION_TEXTS,
  ...TICKET_ACTION_TEXTS,
  ...USER_ACTION_TEXTS,
  ...RIGHTS_ACTION_TEXTS,
  ...SHOP_ACTION_TEXTS,
  ...ORDER_REQUEST_ACTION_TEXTS,
  ...CART_ACTION_TEXTS,
  ...ORDER_ACTION_TEXTS,
  ...SERVICE_ACTION_TEXTS,
  ...COMPANY_ACTION_TEXTS,
  ...CONTENT_ACTION_TEXTS,
  other: {
    fi: 'Teki muun muutoksen ({{route}})',
    en: 'Made another change ({{route}})',
    sv: 'Gjorde en annan ändring ({{route}})',
  },
} as const satisfies AuditActionTexts;

export type AuditActionKey = keyof typeof AUDIT_ACTION_TEXTS;

/** The action key of each audited call, `METHOD /route` as the server registers it. */
export const AUDITED_ROUTES: Readonly<Record<string, AuditActionKey>> = {
  ...ACCOUNT_AUDITED_ROUTES,
  ...TICKET_AUDITED_ROUTES,
  ...USER_AUDITED_ROUTES,
  ...RIGHTS_AUDITED_ROUTES,
  ...SHOP_AUDITED_ROUTES,
  ...ORDER_REQUEST_AUDITED_ROUTES,
  ...CART_AUDITED_ROUTES,
  ...ORDER_AUDITED_ROUTES,
  ...SERVICE_AUDITED_ROUTES,
  ...COMPANY_AUDITED_ROUTES,
  ...CONTENT_AUDITED_ROUTES,
};

const isActionKey = (value: string): value is AuditActionKey => Object.hasOwn(AUDIT_ACTION_TEXTS, value);

/** What an audit row stores as its action: the key of a known call, else the call itself. */
export function auditActionOf(call: string): string {
  return AUDITED_ROUTES[call] ?? call;
}

export interface AuditActionFacts {
  /** A stored action: a key, or a `METHOD /route` from before the table or of a call it lacks. */
  action: string;
  subject: string | null;
  actedForName: string | null;
}

/** An audit row's action as a sentence in the reader's language ("Commented on support request #12"). */
export function auditActionSentence(facts: AuditActionFacts, language: Language): string {
  const known = isActionKey(facts.action) ? facts.action : AUDITED_ROUTES[facts.action];
  const values: Record<string, string> = {
    subject: namedAuditSubject(known, facts.subject, language),
    user: facts.actedForName ?? '',
    route: facts.action,
  };
  return AUDIT_ACTION_TEXTS[known ?? 'other'][language]
    .replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Who an audit row's action is credited to: both names for a change made while acting ("Cecilia for Maria"),
 * the operator alone for starting and stopping to act, which the sentence itself names the user in.
 */
export function auditActorName(
  entry: { action: string; operatorName: string; actedForName: string | null },
  language: Language,
): string {
  const aboutActing = entry.action === 'impersonation.start' || entry.action === 'impersonation.stop';
  if (aboutActing || !entry.actedForName) return entry.operatorName;
  return actingForName(entry.actedForName, entry.operatorName, language);
}
