import { F_INVOICE_OPERATORS, fInvoiceOperatorName } from '../invoices/invoice-enums';
import { DELIVERY_METHOD_NAMES, INVOICE_TYPE_NAMES } from '../invoices/payer-code-names';
import type { Payer } from '../invoices/payers';
import type { OperativeContact } from '../operative-contacts/operative-contacts';
import { nameOf, type CodeNames } from '../shared/formatting/code-names';
import type { Language } from '../shared/formatting/language';

/** The fields of a subject that changeSubject made, their names, and the names of the codes they hold. */
export interface ChangedFields {
  /** Where the subject's title ends and its changes begin. */
  title: RegExp;
  names: CodeNames;
  values: Readonly<Record<string, CodeNames>>;
}

// An operator has one name in every language, but the form shows it with its code.
const F_INVOICE_OPERATOR_NAMES: CodeNames = Object.fromEntries(
  F_INVOICE_OPERATORS.map(({ code }) => {
    const name = fInvoiceOperatorName(code);
    return [code, { fi: name, en: name, sv: name }];
  }),
);

type AuditedPayerField = Exclude<keyof Payer, 'id' | 'number' | 'createdAt' | 'updatedAt' | 'version'>;

/** The labels of the billing agreement form. */
export const PAYER_FIELDS: ChangedFields = {
  // The name may hold ': ', the account number may not.
  title: /^.*? \(\d+\): /s,
  names: {
    name: { fi: 'Laskutettava nimi', en: 'Name on invoices', sv: 'Fakturerat namn' },
    invoiceType: { fi: 'Laskun tyyppi', en: 'Invoice type', sv: 'Fakturatyp' },
    deliveryMethod: { fi: 'Toimitustapa', en: 'Delivery method', sv: 'Leveranssätt' },
    email: { fi: 'Sähköpostiosoite', en: 'E-mail address', sv: 'E-postadress' },
    eInvoiceAddress: {
      fi: 'Verkkolaskuosoite (OVT)',
      en: 'E-invoice address (OVT)',
      sv: 'E-fakturaadress (OVT)',
    },
    eInvoiceOperator: { fi: 'Verkkolaskuoperaattori', en: 'E-invoice operator', sv: 'E-fakturaoperatör' },
    contactName: { fi: 'Yhteyshenkilö', en: 'Contact person', sv: 'Kontaktperson' },
    address: { fi: 'Postiosoite', en: 'Postal address', sv: 'Postadress' },
    reference: { fi: 'Viitteenne', en: 'Your reference', sv: 'Er referens' },
  } satisfies CodeNames<AuditedPayerField>,
  values: {
    invoiceType: INVOICE_TYPE_NAMES,
    deliveryMethod: DELIVERY_METHOD_NAMES,
    eInvoiceOperator: F_INVOICE_OPERATOR_NAMES,
  },
};

type AuditedContactField = Exclude<keyof OperativeContact, 'id' | 'updatedAt' | 'version'>;

const CONTACT_LANGUAGE_NAMES: CodeNames<OperativeContact['language']> = {
  fi: { fi: 'suomi', en: 'Finnish', sv: 'finska' },
  sv: { fi: 'ruotsi', en: 'Swedish', sv: 'svenska' },
  en: { fi: 'englanti', en: 'English', sv: 'engelska' },
};

const YES_NO: CodeNames<'true' | 'false'> = {
  true: { fi: 'kyllä', en: 'yes', sv: 'ja' },
  false: { fi: 'ei', en: 'no', sv: 'nej' },
};

/** The labels of the operative contact form; its tasks are named with the other codes of its subjects. */
export const CONTACT_FIELDS: ChangedFields = {
  // A person's name holds no ':'.
  title: /^[^:]*: /,
  names: {
    firstName: { fi: 'Etunimi', en: 'First name', sv: 'Förnamn' },
    lastName: { fi: 'Sukunimi', en: 'Last name', sv: 'Efternamn' },
    title: { fi: 'Tehtävänimike', en: 'Job title', sv: 'Titel' },
    phone: { fi: 'Puhelin', en: 'Phone', sv: 'Telefon' },
    email: { fi: 'Sähköposti', en: 'E-mail', sv: 'E-post' },
    language: { fi: 'Asiointikieli', en: 'Language', sv: 'Språk' },
    roles: { fi: 'Tehtävät', en: 'Roles', sv: 'Uppgifter' },
    aroundTheClock: {
      fi: 'Tavoitettavissa myös virka-ajan ulkopuolella',
      en: 'Reachable outside office hours too',
      sv: 'Nås även utanför kontorstid',
    },
    notes: { fi: 'Lisätiedot', en: 'Notes', sv: 'Tilläggsuppgifter' },
  } satisfies CodeNames<AuditedContactField>,
  values: { language: CONTACT_LANGUAGE_NAMES, aroundTheClock: YES_NO },
};

const CHANGE = /^(\w+) (.*?) → (.*)$/s;

/**
 * 'Aurora (900001): deliveryMethod EMAIL → F_INVOICE; email a@b.fi → –' as changeSubject stores it: each
 * field is named only where its change begins and each code only where it is a whole value, so a name or
 * a free text that happens to hold 'email' or 'EMAIL' stays as written.
 */
export function namedChanges(subject: string, fields: ChangedFields, language: Language): string {
  const title = fields.title.exec(subject)?.[0];
  if (title === undefined) return subject;
  const changes: string[] = [];
  for (const part of subject.slice(title.length).split('; ')) {
    const previous = changes.at(-1);
    // A free text may hold '; ' too: what follows it is a change of its own only if it reads as one.
    if (previous === undefined || (previous.includes(' → ') && CHANGE.test(part))) changes.push(part);
    else changes[changes.length - 1] = `${previous}; ${part}`;
  }
  return title + changes.map((change) => namedChange(change, fields, language)).join('; ');
}

function namedChange(change: string, fields: ChangedFields, language: Language): string {
  const [, field = '', before = '', after = ''] = CHANGE.exec(change) ?? [];
  if (!Object.hasOwn(fields.names, field)) return change;
  const values = fields.values[field];
  const named = (value: string) => (values ? nameOf(values, value, language) : value);
  return `${nameOf(fields.names, field, language)} ${named(before)} → ${named(after)}`;
}
