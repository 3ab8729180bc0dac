import type {
  OperativeContact,
  OperativeContactInput,
  OperativeContactRole,
} from '@kaista/domain/operative-contacts';

/** What the operative contact form holds: the input, with empty text where the contact has none. */
export type OperativeContactDraft = Required<Omit<OperativeContactInput, 'title' | 'notes' | 'roles'>> & {
  title: string;
  notes: string;
  roles: OperativeContactRole[];
};

export const emptyDraft = (): OperativeContactDraft => ({
  firstName: '',
  lastName: '',
  title: '',
  phone: '',
  email: '',
  language: 'fi',
  roles: [],
  aroundTheClock: false,
  notes: '',
});

export const draftOf = (contact: OperativeContact): OperativeContactDraft => ({
  firstName: contact.firstName,
  lastName: contact.lastName,
  title: contact.title ?? '',
  phone: contact.phone,
  email: contact.email,
  language: contact.language,
  roles: contact.roles,
  aroundTheClock: contact.aroundTheClock,
  notes: contact.notes ?? '',
});
