import { CONTACT_ROLE_NAMES } from '../operative-contacts/contact-role-names';
import { nameOf, type CodeNames } from '../shared/formatting/code-names';
import type { Language } from '../shared/formatting/language';
import { PERMISSION_DISPLAY_NAMES } from '../shared/roles/permission-display-names';
import { ROLE_DISPLAY_NAMES } from '../shared/roles/role-display-names';
import { EXTERNAL_SERVICE_NAMES, EXTERNAL_SERVICE_ROLE_NAMES } from '../users/external-service-names';
import { TWO_FACTOR_METHOD_NAMES } from '../users/two-factor-method-names';

const RIGHTS: CodeNames = { ...ROLE_DISPLAY_NAMES, ...PERMISSION_DISPLAY_NAMES };

/** 'domainmanagement USER (on)': the service, the user's role in it and whether the access is on. */
const EXTERNAL_SERVICE_ACCESS: CodeNames = {
  ...EXTERNAL_SERVICE_NAMES,
  ...EXTERNAL_SERVICE_ROLE_NAMES,
  on: { fi: 'pääsy päällä', en: 'access on', sv: 'åtkomst på' },
  off: { fi: 'pääsy pois', en: 'access off', sv: 'åtkomst av' },
};

/** The actions whose subjects name rights or a contact's tasks, and the codes each may name. */
const CODES_IN_SUBJECTS: Readonly<Record<string, CodeNames>> = {
  'user.rights': RIGHTS,
  'group.create': RIGHTS,
  'group.update': RIGHTS,
  'group.delete': RIGHTS,
  'user.external-service': EXTERNAL_SERVICE_ACCESS,
  'user.authentication': TWO_FACTOR_METHOD_NAMES,
  'permissions.disable': PERMISSION_DISPLAY_NAMES,
  'permissions.company': PERMISSION_DISPLAY_NAMES,
  'operative-contact.create': CONTACT_ROLE_NAMES,
  'operative-contact.update': CONTACT_ROLE_NAMES,
  'operative-contact.delete': CONTACT_ROLE_NAMES,
};

/**
 * A subject is stored once, in no reader's language, so the rights and tasks in it are stored as their codes
 * ('Maija Virtanen: ServiceUser → ServiceManagerUser; +InvoicingReadInvoice'). The reader sees each by the
 * name the rights screens give it; a word that is no code (a person's or a group's name) stays as written.
 */
export function namedAuditSubject(action: string, subject: string, language: Language): string {
  const names = CODES_IN_SUBJECTS[action];
  return names ? subject.replace(/[A-Za-z_]\w*/g, (word) => nameOf(names, word, language)) : subject;
}
