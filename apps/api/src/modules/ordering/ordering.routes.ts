import type { FastifyInstance } from 'fastify';
import { cartCalls, ORDERING_ACCESS } from '@kaista/domain/ordering';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion } from '../../routing/if-match';
import { companyScope } from '../../plugins/session/company-scope';
import { CatalogueRepo } from './catalogue.repo';
import { CatalogueService } from './catalogue.service';
import { CartValuesService } from './cart-values.service';
import { CartDetailsService } from './cart-details.service';
import { CartsService } from './carts.service';
import { CartAdditionsService } from './cart-additions.service';
import { CartLinesService } from './cart-lines.service';
import { CartRulesService } from './cart-rules.service';
import { NumberRanges } from './number-ranges';
import { NumbersService } from './numbers.service';
import { OrderSubmitService } from './order-submit.service';
import { ORDER_MAIL_JOB } from './order-mails';
import type { EmailMessage } from '../../integrations/email/email-gateway';
import { NumberPortService } from './number-port.service';
import { PortInPoaService } from './port-in-poa.service';
import { CartTemplatesService } from './cart-templates.service';
import { NumberResourcesService } from './number-resources.service';
import { AnalyticsService } from './analytics.service';
import type { OrderApprovalDesk } from './order-approval';
import type { AddressAvailability } from './address-availability';
import { BroadbandService } from './broadband.service';
import { scheduleLapsedReservations } from './lapsed-reservations';
import { auditRecorder } from '../../routing/change-audit';
import { registerCatalogueRoutes } from './catalogue.routes';
import { registerPartyRoleRoutes } from './party-roles.routes';
import { registerCartRoutes } from './carts.routes';
import { registerCartNumberRoutes } from './cart-numbers.routes';
import { registerPortInPoaRoutes } from './port-in-poa.routes';
import { registerCartContactRoutes } from './cart-contacts.routes';
import { registerCartTemplateRoutes } from './cart-templates.routes';
import { registerCartCheckoutRoutes } from './cart-checkout.routes';

export interface OrderingWiring {
  /** Whether an order needs an approver, and the request it then becomes: see `order-approval.ts`. */
  approvals: OrderApprovalDesk;
  /** The availability search's addresses and their products, for broadband by address: see `address-availability.ts`. */
  availability: AddressAvailability;
}

/** Spec §7 'Carts and orders' and the catalogue the order capture reads. */
export async function registerOrderingRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  wiring: OrderingWiring,
): Promise<void> {
  const catalogue = new CatalogueService(new CatalogueRepo(deps.db));
  const broadband = new BroadbandService(wiring.availability);
  const carts = new CartsService(deps.db);
  const additions = new CartAdditionsService(carts, broadband);
  const lines = new CartLinesService(carts);
  const rules = new CartRulesService(deps.db, carts);
  const values = new CartValuesService(carts);
  const numbers = new NumbersService(new NumberRanges(deps.db));
  const portInPoas = new PortInPoaService(deps.db, carts, helsinkiToday);
  const details = new CartDetailsService(deps.db, carts, portInPoas);
  const ports = new NumberPortService(deps.db, carts, portInPoas);
  const templates = new CartTemplatesService(deps.db, carts);
  const numberResources = new NumberResourcesService(deps.db, carts);
  const analytics = new AnalyticsService(deps.db, carts);
  const submit = new OrderSubmitService(deps.db, carts, details, deps.jobs, wiring.approvals);
  const route = callRoutes(app, ['Orders']);
  const guard = companyScope(deps.db, ORDERING_ACCESS.order);

  registerCatalogueRoutes(app, deps, catalogue, details);
  registerPartyRoleRoutes(app, deps, details);
  registerCartRoutes(app, deps, { carts, additions, lines, values });
  registerCartNumberRoutes(app, deps, { ports, numberResources });
  registerPortInPoaRoutes(app, deps, portInPoas);
  registerCartContactRoutes(app, deps, carts, details);
  registerCartTemplateRoutes(app, deps, templates);
  registerCartCheckoutRoutes(app, deps, carts, rules, details);
  route(cartCalls.broadbandAddresses, {
    guard,
    handler: async (request) =>
      broadband.addresses(
        request.company,
        request.params.uid,
        request.query.streetAddress,
        request.query.city,
      ),
  });
  route(cartCalls.broadbandOffers, {
    guard,
    handler: async (request) =>
      broadband.offers(request.company, request.params.uid, request.query.addressId),
  });
  route(cartCalls.numberAvailability, {
    guard,
    handler: async (request) =>
      numbers.availability(
        request.company,
        request.params.uid,
        request.query.numberType,
        request.query.kind,
        request.query.count,
      ),
  });
  route(cartCalls.analyticsEvent, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      await analytics.reported(request.company, uid, cart, request.body);
      request.auditSubject = request.body.event;
      return reply.status(204).send();
    },
  });
  route(cartCalls.submit, {
    guard: companyScope(deps.db, ORDERING_ACCESS.submit),
    handler: async (request) => {
      const result = await submit.submit(
        request.company,
        request.params.uid,
        request.body.cartId,
        ifMatchVersion(request),
        auditRecorder(request, 201),
      );
      // An order held back for approval was recorded as the order request it became.
      if ('approvalRequired' in result) return result;
      request.auditSubject = result.orderRequestNumber
        ? `#${result.orderNumber} (order request #${result.orderRequestNumber} → COMPLETED)`
        : `#${result.orderNumber}`;
      return result;
    },
  });
  deps.jobs.handle(ORDER_MAIL_JOB, async (payload) => deps.email.send(payload as EmailMessage));
  scheduleLapsedReservations(deps.schedule, deps.db);
}
