import {
  ASSET_CHARACTERISTIC,
  ASSET_LIMITS,
  SERVICE_ACTION_CHARACTERISTIC,
  SERVICE_ACTION_ORDER_TYPES,
  TARGET_SUBSCRIPTION,
  assetListQuerySchema,
  assetRepairRefusal,
  underWarranty,
  type AssetDetail,
  type AssetPage,
  type AssetProductGroup,
  type AssetProductGroups,
  type AssetSearch,
  type AssetStatus,
  type AssetSummary,
} from '@kaista/domain/services';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { z } from 'zod';
import { apiError, notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { displayName } from '../../plugins/session/display-name';
import type { AuditRecorder } from '../../routing/change-audit';
import type { AssetsRepo, LinkedAssetRow } from './assets.repo';
import type { ServiceOrderDesk } from './service-orders';

type AssetListQuery = z.output<typeof assetListQuerySchema>;

export function toAssetSummary(row: LinkedAssetRow): AssetSummary {
  return {
    id: row.id,
    imei: row.imei,
    serialNumber: row.serialNumber,
    productCode: row.productCode,
    productName: row.productName,
    productGroup: row.productGroup as AssetProductGroup,
    status: row.status as AssetStatus,
    userName: row.userName,
    service: row.serviceId && row.serviceNumber ? { id: row.serviceId, number: row.serviceNumber } : null,
    purchasedOn: row.purchasedOn,
    warrantyEnd: row.warrantyEnd,
  };
}

export function toAssetDetail(row: LinkedAssetRow): AssetDetail {
  return {
    ...toAssetSummary(row),
    repairFault: row.repairFault,
    repairRequestedAt: row.repairRequestedAt?.toISOString() ?? null,
    version: row.version,
  };
}

const describe = (row: LinkedAssetRow) =>
  `${row.productName} ${row.imei ? `IMEI ${row.imei}` : `S/N ${row.serialNumber}`}${row.userName ? ` (${row.userName})` : ''}`;

/** §2 /assets: the company's devices, and the §4 repair action (a REPAIR_ORDER, audited). */
export class AssetsService {
  constructor(
    private readonly repo: AssetsRepo,
    private readonly desk: ServiceOrderDesk,
    private readonly today: () => string = helsinkiToday,
  ) {}

  async list(actor: CompanyAccess, query: AssetListQuery): Promise<AssetPage> {
    const page = await this.repo.list(
      {
        companyId: actor.companyId,
        status: query.status,
        productGroup: query.productGroup,
        search: query.q || undefined,
        sort: query.sort,
        direction: query.direction,
      },
      { offset: query.offset, pageSize: query.pageSize },
      ASSET_LIMITS.countCap,
    );
    return { ...page, items: page.items.map(toAssetSummary) };
  }

  async search(actor: CompanyAccess, q: string, hits: number): Promise<AssetSearch> {
    return { hits: (await this.repo.search(actor.companyId, q, hits)).map(toAssetSummary) };
  }

  async productGroups(actor: CompanyAccess): Promise<AssetProductGroups> {
    const rows = await this.repo.productGroups(actor.companyId);
    return { groups: rows.map((row) => ({ group: row.group as AssetProductGroup, count: row.count })) };
  }

  async get(actor: CompanyAccess, assetId: string): Promise<AssetDetail> {
    return toAssetDetail(await this.row(actor, assetId));
  }

  private async row(actor: CompanyAccess, assetId: string): Promise<LinkedAssetRow> {
    const row = await this.repo.findById(actor.companyId, assetId);
    if (!row) throw notFound('Asset');
    return row;
  }

  /**
   * §4 repair asset: the asset goes to REPAIR and a REPAIR_ORDER goes to fulfilment in the same
   * transaction (its completion brings the asset back IN USE); 409 ILLEGAL_STATE for an asset already in
   * repair or not in use.
   */
  async repair(
    actor: CompanyAccess,
    assetId: string,
    fault: string,
    expected: number | undefined,
    audit: AuditRecorder,
  ): Promise<AssetDetail> {
    const before = await this.row(actor, assetId);
    const refusal = assetRepairRefusal(before.status as AssetStatus);
    if (refusal) throw apiError('ILLEGAL_STATE', `The asset cannot be repaired: ${refusal}.`);
    const warranty = underWarranty(before.warrantyEnd, this.today());
    const row = await this.repo.change(
      actor.companyId,
      assetId,
      expected,
      { status: 'REPAIR', repairFault: fault, repairRequestedAt: new Date() },
      async (tx) => {
        await audit('asset.repair', `${describe(before)}: ${before.status} → REPAIR; ${fault}`)(tx);
        await this.desk.place(tx, {
          companyId: actor.companyId,
          userId: actor.user.id,
          userName: displayName(actor.user),
          actingUserId: actor.operator?.id ?? null,
          orderType: SERVICE_ACTION_ORDER_TYPES['repair-asset'],
          status: 'SUBMITTED',
          items: [
            {
              productCode: before.productCode,
              productName: before.productName,
              offeringType: 'REPAIR',
              monthlyCents: 0,
              characteristics: {
                [ASSET_CHARACTERISTIC]: before.id,
                [SERVICE_ACTION_CHARACTERISTIC]: 'repair-asset',
                serialNumber: before.serialNumber,
                fault,
                warranty: warranty ? 'yes' : 'no',
                ...(before.imei ? { imei: before.imei } : {}),
                ...(before.serviceId && before.serviceNumber
                  ? { [TARGET_SUBSCRIPTION]: before.serviceId, number: before.serviceNumber }
                  : {}),
              },
            },
          ],
        });
      },
    );
    return toAssetDetail(row);
  }
}
