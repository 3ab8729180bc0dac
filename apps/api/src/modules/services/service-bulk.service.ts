import {
  SERVICE_LIMITS,
  isEnded,
  terminationDates,
  type BulkServiceResult,
  type ServiceRights,
  type ServiceStatus,
  type bulkServiceActionSchema,
} from '@kaista/domain/services';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { z } from 'zod';
import { apiError, badRequest, HttpError } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { AuditRecorder } from '../../routing/change-audit';
import { describeService } from './service-audit';
import type { ServiceLifecycleService } from './service-lifecycle.service';
import type { ServicesRepo } from './services.repo';
import type { ServicesService } from './services.service';

type BulkInput = z.output<typeof bulkServiceActionSchema>;

/** The list's bulk actions on a selection: suspend, resume, cease or a new cost centre. */
export class ServiceBulkService {
  constructor(
    private readonly repo: ServicesRepo,
    private readonly services: ServicesService,
    private readonly lifecycles: ServiceLifecycleService,
    private readonly today: () => string = helsinkiToday,
  ) {}

  /**
   * A selection's bulk action: each service through the rules of its own call (suspend and cease by
   * /lifecycle, each audited and with its §4 order), one after another in its own transaction, so that a
   * refused service (409, 403 by right, 404 for none of the company's) does not undo or stop the others.
   */
  async bulk(
    actor: CompanyAccess,
    input: BulkInput,
    rights: ServiceRights & { changeCostCentre: boolean },
    audit: AuditRecorder,
  ): Promise<BulkServiceResult> {
    const costCentre =
      input.action === 'cost-centre'
        ? await this.repo.costPoolName(actor.companyId, input.costCentreId)
        : null;
    if (input.action === 'cost-centre' && costCentre === null)
      throw badRequest('No such cost centre.', { costCentreId: 'services.bulk.unknown-cost-centre' });
    if (input.action === 'cease' && input.terminationType !== 'immediate') {
      // The date of a scheduled bulk cease is one of /terminationdates (the same for every service that has
      // not ended), checked once for the selection rather than refused service by service.
      if (!input.terminationDate)
        throw badRequest('A scheduled termination needs its date.', {
          terminationDate: 'validation.cannot-be-empty',
        });
      if (
        !terminationDates(this.today(), SERVICE_LIMITS.terminationHorizonDays).includes(input.terminationDate)
      )
        throw badRequest('The date is not one of the termination dates.', {
          terminationDate: 'services.bulk.not-a-termination-date',
        });
    }
    const results: BulkServiceResult['results'] = [];
    for (const serviceId of new Set(input.serviceIds)) {
      let number: string | null = null;
      try {
        const row = await this.services.row(actor, serviceId);
        number = row.number;
        if (input.action === 'cost-centre') {
          if (!rights.changeCostCentre)
            throw apiError('FAIL_NOT_ALLOWED', 'Changing the cost centre needs the cost centre right.');
          if (isEnded(row.status as ServiceStatus))
            throw apiError('ILLEGAL_STATE', `The service is ${row.status}.`);
          await this.repo.change(
            actor.companyId,
            serviceId,
            undefined,
            { costPoolId: input.costCentreId },
            audit(
              'service.cost-centre',
              `${describeService(row)}: ${row.costPoolName ?? '–'} → ${costCentre}`,
            ),
          );
        } else {
          const { serviceIds: _ids, ...lifecycle } = input;
          await this.lifecycles.lifecycle(actor, serviceId, lifecycle, rights, undefined, audit);
        }
        results.push({ serviceId, number, ok: true, code: null });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        results.push({ serviceId, number, ok: false, code: error.code });
      }
    }
    return { results };
  }
}
