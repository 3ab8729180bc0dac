import type {
  OperativeContact,
  OperativeContactListQuery,
  OperativeContactValues,
} from '@kaista/domain/operative-contacts';
import type { Page } from '@kaista/domain/shared/api';
import { notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { changeSubject, type AuditRecorder } from '../../routing/change-audit';
import { auditedContact, describedContact, toOperativeContact } from './operative-contacts-mapper';
import type { OperativeContactColumns, OperativeContactsRepo } from './operative-contacts.repo';

const columns = (input: OperativeContactValues): OperativeContactColumns => ({
  firstName: input.firstName,
  lastName: input.lastName,
  title: input.title,
  phone: input.phone,
  email: input.email.toLowerCase(),
  language: input.language,
  roles: [...input.roles],
  aroundTheClock: input.aroundTheClock,
  notes: input.notes,
});

/** §2 /company/operative-contacts: every change is audited, an edit with the fields it changed. */
export class OperativeContactsService {
  constructor(private readonly repo: OperativeContactsRepo) {}

  async list(actor: CompanyAccess, query: OperativeContactListQuery): Promise<Page<OperativeContact>> {
    const page = await this.repo.list(actor.companyId, query);
    return { ...page, items: page.items.map(toOperativeContact) };
  }

  async get(actor: CompanyAccess, id: string): Promise<OperativeContact> {
    const row = await this.repo.contact(actor.companyId, id);
    if (!row) throw notFound('Operative contact');
    return toOperativeContact(row);
  }

  async create(
    actor: CompanyAccess,
    input: OperativeContactValues,
    audit: AuditRecorder,
  ): Promise<OperativeContact> {
    const values = columns(input);
    const row = await this.repo.create(actor.companyId, values, () =>
      audit('operative-contact.create', describedContact(values)),
    );
    return toOperativeContact(row);
  }

  async update(
    actor: CompanyAccess,
    id: string,
    expected: number | undefined,
    input: OperativeContactValues,
    audit: AuditRecorder,
  ): Promise<OperativeContact> {
    const before = await this.repo.contact(actor.companyId, id);
    if (!before) throw notFound('Operative contact');
    const values = columns(input);
    // Only what changed, before and after: a whole contact on each side hides a change of one field.
    const subject = changeSubject(
      `${values.firstName} ${values.lastName}`,
      auditedContact(before),
      auditedContact(values),
    );
    const row = await this.repo.update(
      actor.companyId,
      id,
      expected,
      values,
      audit('operative-contact.update', subject),
    );
    return toOperativeContact(row);
  }

  async delete(
    actor: CompanyAccess,
    id: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<void> {
    const before = await this.repo.contact(actor.companyId, id);
    if (!before) throw notFound('Operative contact');
    await this.repo.delete(
      actor.companyId,
      id,
      expected,
      audit('operative-contact.delete', describedContact(before)),
    );
  }
}
