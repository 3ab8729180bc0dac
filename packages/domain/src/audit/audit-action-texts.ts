import type { Language } from '../shared/formatting/language';

/** Each area's audited actions as sentences in each language, keyed by the action. */
export type AuditActionTexts = Readonly<Record<string, Readonly<Record<Language, string>>>>;
