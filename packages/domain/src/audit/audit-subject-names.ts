import { COMPANY_TYPE_NAMES } from '../businesses/company-type-names';
import { PRODUCT_STATUS_NAMES } from '../matsku/product-status-names';
import { CONTACT_ROLE_NAMES } from '../operative-contacts/contact-role-names';
import { END_USER_TYPE_NAMES } from '../ordering/end-user-type-names';
import { ORDER_REQUEST_STATUS_NAMES } from '../orders/order-request-status-names';
import { ORDER_TYPE_NAMES } from '../orders/order-type-names';
import { ASSET_STATUS_NAMES, SERVICE_STATUS_NAMES } from '../services/status-names';
import { nameOf, type CodeNames } from '../shared/formatting/code-names';
import type { Language } from '../shared/formatting/language';
import { PERMISSION_DISPLAY_NAMES } from '../shared/roles/permission-display-names';
import { ROLE_DISPLAY_NAMES } from '../shared/roles/role-display-names';
import { EXTERNAL_SERVICE_NAMES, EXTERNAL_SERVICE_ROLE_NAMES } from '../users/external-service-names';
import { TWO_FACTOR_METHOD_NAMES } from '../users/two-factor-method-names';
import type { AuditActionKey } from './audit-actions';
import { CONTACT_FIELDS, namedChanges, PAYER_FIELDS, type ChangedFields } from './audit-field-names';

interface SubjectCodes {
  names: CodeNames;
  /** Any of the codes as a whole word, the longest first: an asset's 'NOT IN USE' is not its 'IN USE'. */
  pattern: RegExp;
}

function codes(names: CodeNames): SubjectCodes {
  const alternatives = Object.keys(names).sort((one, other) => other.length - one.length);
  return { names, pattern: new RegExp(`(?<!\\w)(?:${alternatives.join('|')})(?!\\w)`, 'g') };
}

const RIGHTS = codes({ ...ROLE_DISPLAY_NAMES, ...PERMISSION_DISPLAY_NAMES });
const PERMISSIONS = codes(PERMISSION_DISPLAY_NAMES);
const CONTACT_TASKS = codes(CONTACT_ROLE_NAMES);
const REQUEST_STATUSES = codes(ORDER_REQUEST_STATUS_NAMES);

/** 'domainmanagement: USER (on)': the service, the user's role in it and whether the access is on. */
const EXTERNAL_SERVICE_ACCESS = codes({
  ...EXTERNAL_SERVICE_NAMES,
  ...EXTERNAL_SERVICE_ROLE_NAMES,
  on: { fi: 'pääsy päällä', en: 'access on', sv: 'åtkomst på' },
  off: { fi: 'pääsy pois', en: 'access off', sv: 'åtkomst av' },
});

/** 'MONTHLY_OVER 100.00 € (Maria Manninen)': an approval rule's condition and its approvers. */
const APPROVAL_RULE = codes({
  ...ORDER_TYPE_NAMES,
  MONTHLY_OVER: { fi: 'kuukausimaksut yli', en: 'monthly charges over', sv: 'månadsavgifter över' },
  ONE_TIME_OVER: { fi: 'kertamaksut yli', en: 'one-time charges over', sv: 'engångsavgifter över' },
  ORDER_TYPE: { fi: 'tilaustyyppi', en: 'order type', sv: 'beställningstyp' },
  PRODUCT: { fi: 'tuote', en: 'product', sv: 'produkt' },
});

/** 'Kesäkatko (2026-06-01–, ALL)': a bulletin for every company, or the companies it names. */
const BULLETIN_AUDIENCE = codes({
  ALL: { fi: 'kaikki yritykset', en: 'all companies', sv: 'alla företag' },
});

/** The actions whose subjects name codes (rights, tasks, statuses…), and the codes each may name. */
const CODES_IN_SUBJECTS: Partial<Record<AuditActionKey, SubjectCodes>> = {
  'user.rights': RIGHTS,
  'group.create': RIGHTS,
  'group.update': RIGHTS,
  'group.delete': RIGHTS,
  'user.external-service': EXTERNAL_SERVICE_ACCESS,
  'user.authentication': codes(TWO_FACTOR_METHOD_NAMES),
  'permissions.disable': PERMISSIONS,
  'permissions.company': PERMISSIONS,
  'operative-contact.create': CONTACT_TASKS,
  'operative-contact.update': CONTACT_TASKS,
  'operative-contact.delete': CONTACT_TASKS,
  'service.activate-sim': codes(SERVICE_STATUS_NAMES),
  'asset.repair': codes(ASSET_STATUS_NAMES),
  'order-request.decline': REQUEST_STATUSES,
  'order-request.done': REQUEST_STATUSES,
  'order-request.proceed': REQUEST_STATUSES,
  'order.bulk-submit': codes({ LINES: { fi: 'rivejä', en: 'lines', sv: 'rader' } }),
  'enduser.create': codes(END_USER_TYPE_NAMES),
  'company.type': codes(COMPANY_TYPE_NAMES),
  'shop-product.status': codes(PRODUCT_STATUS_NAMES),
  'bulletin.create': BULLETIN_AUDIENCE,
  'bulletin.update': BULLETIN_AUDIENCE,
  'bulletin.delete': BULLETIN_AUDIENCE,
  'approval-rule.create': APPROVAL_RULE,
  'approval-rule.approvers': APPROVAL_RULE,
  'approval-rule.delete': APPROVAL_RULE,
};

/** The actions whose subjects list changed fields ('deliveryMethod EMAIL → F_INVOICE'), and those fields. */
const FIELDS_IN_SUBJECTS: Partial<Record<AuditActionKey, ChangedFields>> = {
  'payer.update': PAYER_FIELDS,
  'operative-contact.update': CONTACT_FIELDS,
};

/**
 * A subject is stored once, in no reader's language, so the rights, tasks and statuses in it are stored as
 * their codes ('Maija Virtanen: ServiceUser → ServiceManagerUser; +InvoicingReadInvoice'), and a changed
 * field by its key ('title'). The reader sees each by the name the screens give it; the rest (a person's or
 * a group's name) stays as written.
 */
export function namedAuditSubject(
  action: AuditActionKey | undefined,
  subject: string | null,
  language: Language,
): string {
  if (!action || !subject) return subject ?? '';
  const fields = FIELDS_IN_SUBJECTS[action];
  const named = fields ? namedChanges(subject, fields, language) : subject;
  const codesOf = CODES_IN_SUBJECTS[action];
  return codesOf ? named.replace(codesOf.pattern, (code) => nameOf(codesOf.names, code, language)) : named;
}
