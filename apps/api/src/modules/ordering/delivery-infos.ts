import { and, asc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  deliveryInfoCalls,
  ORDERING_ACCESS,
  type DeliveryInfo,
  type DeliveryInfoSearchQuery,
  type SavedDeliveryInfo,
} from '@kaista/domain/ordering';
import type { Page } from '@kaista/domain/shared/api';
import type { AppDeps } from '../../app-deps';
import type { Database } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { paginate } from '../../db/paginate';
import { deliveryInfos } from '../../db/schema';
import { notFound } from '../../http-errors';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import { companyScope } from '../../plugins/session/company-scope';
import { auditRecorder, type AuditRecorder } from '../../routing/change-audit';
import { callRoutes } from '../../routing/call-route';
import { ownUser } from '../../plugins/session/own-user';

const columns = {
  uid: deliveryInfos.id,
  recipient: deliveryInfos.recipient,
  street: deliveryInfos.street,
  postalNumber: deliveryInfos.postalNumber,
  city: deliveryInfos.city,
  country: deliveryInfos.country,
  phone: deliveryInfos.phone,
  email: deliveryInfos.email,
};

/** The columns of delivery_infos_address_idx: one address is saved once. */
const sameAddress = (companyId: string, info: DeliveryInfo): SQL =>
  and(
    eq(deliveryInfos.companyId, companyId),
    sql`lower(${deliveryInfos.recipient}) = lower(${info.recipient})`,
    sql`lower(${deliveryInfos.street}) = lower(${info.street})`,
    eq(deliveryInfos.postalNumber, info.postalNumber),
    sql`lower(${deliveryInfos.city}) = lower(${info.city})`,
    eq(deliveryInfos.country, info.country),
  ) as SQL;

/**
 * §7 the cart's delivery infos under /businesses/{id}/users/{uid}: the orderer finds the company's saved
 * delivery addresses (by recipient, street or city; up to 100 at offset 0) and saves a new one. The uid is
 * the caller's own, as with carts: another user's is as unknown as another company's (404).
 */
export class DeliveryInfos {
  constructor(private readonly db: Database) {}

  async search(
    access: CompanyAccess,
    uid: string,
    query: DeliveryInfoSearchQuery,
  ): Promise<Page<SavedDeliveryInfo>> {
    ownUser(access, uid);
    const filters: (SQL | undefined)[] = [eq(deliveryInfos.companyId, access.companyId)];
    if (query.name) {
      const term = containing(query.name);
      filters.push(
        or(
          ilike(deliveryInfos.recipient, term),
          ilike(deliveryInfos.street, term),
          ilike(deliveryInfos.city, term),
        ),
      );
    }
    if (query.hasEmail === 'true') filters.push(ne(deliveryInfos.email, ''));
    if (query.hasEmail === 'false') filters.push(eq(deliveryInfos.email, ''));
    const where = and(...filters);
    return paginate(this.db, query, {
      rows: ({ offset, pageSize }) =>
        this.db
          .select(columns)
          .from(deliveryInfos)
          .where(where)
          .orderBy(asc(sql`lower(${deliveryInfos.recipient})`), asc(deliveryInfos.id))
          .limit(pageSize)
          .offset(offset),
      matches: this.db
        .select({ one: sql`1` })
        .from(deliveryInfos)
        .where(where)
        .$dynamic(),
    });
  }

  /**
   * §7 POST /deliveryinfos: the address as the §5 rules left it, with its audit row in one transaction; an
   * address already saved is answered as it is, without a second row or audit entry.
   */
  async create(
    access: CompanyAccess,
    uid: string,
    info: DeliveryInfo,
    audit: AuditRecorder,
  ): Promise<SavedDeliveryInfo> {
    ownUser(access, uid);
    return this.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(deliveryInfos)
        .values({ companyId: access.companyId, createdBy: access.user.id, ...info })
        .onConflictDoNothing()
        .returning(columns);
      if (inserted) {
        const subject = `${info.recipient}, ${info.street}, ${info.postalNumber} ${info.city}`;
        await audit('deliveryinfo.create', subject)(tx);
        return inserted;
      }
      const [saved] = await tx.select(columns).from(deliveryInfos).where(sameAddress(access.companyId, info));
      if (!saved) throw notFound('Delivery info');
      return saved;
    });
  }
}

/** §7 GET and POST /deliveryinfos, for whoever builds a cart (ordering's guard). */
export async function registerDeliveryInfoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const service = new DeliveryInfos(deps.db);
  const route = callRoutes(app, ['Orders']);
  const guard = companyScope(deps.db, ORDERING_ACCESS.order);
  route(deliveryInfoCalls.search, {
    guard,
    handler: async (request) => service.search(request.company, request.params.uid, request.query),
  });
  route(deliveryInfoCalls.create, {
    guard,
    handler: async (request) =>
      service.create(request.company, request.params.uid, request.body, auditRecorder(request, 201)),
  });
}
