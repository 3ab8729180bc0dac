import type { Language } from '@kaista/domain/shared/formatting';
import type {
  ContactGroup,
  contactGroupQuerySchema,
  createContactGroupSchema,
  CustomerServiceGroup,
  TicketDevice,
  ticketDeviceQuerySchema,
} from '@kaista/domain/tickets';
import type { Page } from '@kaista/domain/shared/api';
import type { z } from 'zod';
import { apiError } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { customerServiceGroupFor } from './customer-service-group';
import { genericDevices } from './generic-devices';
import { toContactGroup, toDevice } from './ticket-mappers';
import type { TicketReferenceRepo } from './ticket-reference.repo';

/** §7: what the ticket form picks from, always the actor's company's own. */
export class TicketReferenceService {
  constructor(private readonly reference: TicketReferenceRepo) {}

  async contactGroups(
    actor: CompanyAccess,
    query: z.output<typeof contactGroupQuerySchema>,
  ): Promise<Page<ContactGroup>> {
    const { name, offset, pageSize } = query;
    const page = await this.reference.listContactGroups(actor.companyId, name, { offset, pageSize });
    return { ...page, items: page.items.map(toContactGroup) };
  }

  /** A name is unique in the company, trimmed and whatever its case: 409 PARTY_EXISTS_WITH_NAME on the name. */
  async createContactGroup(
    actor: CompanyAccess,
    input: z.output<typeof createContactGroupSchema>,
  ): Promise<ContactGroup> {
    const taken = () =>
      apiError('PARTY_EXISTS_WITH_NAME', 'The company already has a contact group with this name.', 'name');
    if (await this.reference.contactGroupNameTaken(actor.companyId, input.name)) throw taken();
    const row = await this.reference.insertContactGroup({ companyId: actor.companyId, ...input });
    if (!row) throw taken();
    return toContactGroup(row);
  }

  async devices(
    actor: CompanyAccess,
    query: z.output<typeof ticketDeviceQuerySchema>,
  ): Promise<Page<TicketDevice>> {
    const { freeText, offset, pageSize } = query;
    const page = await this.reference.listDevices(actor.companyId, freeText || undefined, {
      offset,
      pageSize,
    });
    return { ...page, items: page.items.map(toDevice) };
  }

  /** The same for every company: the kinds of device or service a ticket may be about, in words. */
  genericDevices(language: Language): TicketDevice[] {
    return genericDevices(language);
  }

  async customerServiceGroup(actor: CompanyAccess, language: Language): Promise<CustomerServiceGroup> {
    return customerServiceGroupFor(await this.reference.companyType(actor.companyId), language);
  }
}
