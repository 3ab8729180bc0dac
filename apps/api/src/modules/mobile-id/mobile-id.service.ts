import {
  MOBILE_ID_TERMS_VERSION,
  type MobileId,
  type mobileIdActivationSchema,
} from '@kaista/domain/mobile-id';
import type { z } from 'zod';
import { apiError } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import type { MobileIdActivationRow, MobileIdRepo } from './mobile-id.repo';

const toMobileId = (row: MobileIdActivationRow | null): MobileId =>
  row
    ? {
        status: 'ACTIVE',
        termsVersion: row.termsVersion,
        activatedAt: row.activatedAt.toISOString(),
        activatedByName: row.activatedByName,
        noticeEmail: row.noticeEmail,
      }
    : {
        status: 'NOT_ACTIVATED',
        termsVersion: MOBILE_ID_TERMS_VERSION,
        activatedAt: null,
        activatedByName: null,
        noticeEmail: null,
      };

/** §7 mobile ID: a company activates the mobile certificate service once, accepting its terms. */
export class MobileIdService {
  constructor(private readonly repo: MobileIdRepo) {}

  async get(actor: CompanyAccess): Promise<MobileId> {
    return toMobileId(await this.repo.activation(actor.companyId));
  }

  async activate(
    actor: CompanyAccess,
    input: z.output<typeof mobileIdActivationSchema>,
    audit: AuditRecorder,
  ): Promise<MobileId> {
    const noticeEmail = input.noticeEmail.toLowerCase();
    const row = await this.repo.activate(
      {
        companyId: actor.companyId,
        termsVersion: MOBILE_ID_TERMS_VERSION,
        noticeEmail,
        activatedByName: displayName(actor.user),
      },
      audit('mobile-id.activate', `${MOBILE_ID_TERMS_VERSION}, ${noticeEmail}`),
    );
    if (!row) throw apiError('ILLEGAL_STATE', 'The mobile certificate is already active.');
    return toMobileId(row);
  }
}
