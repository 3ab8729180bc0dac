import type { FastifyInstance } from 'fastify';
import {
  bundleInfo,
  cartCalls,
  cartTemplateCalls,
  cartDetailsOf,
  catalogueCalls,
  ORDERING_ACCESS,
  type Cart,
} from '@kaista/domain/ordering';
import type { FastifyReply } from 'fastify';
import { helsinkiToday } from '@kaista/domain/shared/formatting';
import type { AppDeps } from '../../app-deps';
import { callRoutes } from '../../routing/call-route';
import { ifMatchVersion, sendVersionEtag } from '../../routing/if-match';
import { companyScope } from '../../plugins/session/company-scope';
import { ownUser, structuresOf } from './cart-access';
import { CatalogueRepo } from './catalogue.repo';
import { CatalogueService } from './catalogue.service';
import { CartValuesService } from './cart-values.service';
import { CartDetailsService } from './cart-details.service';
import { CartsService } from './carts.service';
import { NumberRanges } from './number-ranges';
import { NumbersService } from './numbers.service';
import { ORDER_MAIL_JOB, OrderSubmitService } from './order-submit.service';
import type { EmailMessage } from '../../integrations/email/email-gateway';
import { NumberPortService } from './number-port.service';
import { PortInPoaService } from './port-in-poa.service';
import { registerPortInPoaRoutes } from './port-in-poa.routes';
import { CartTemplatesService } from './cart-templates.service';
import { NumberResourcesService } from './number-resources.service';
import { AnalyticsService } from './analytics.service';
import type { OrderApprovalDesk } from './order-approval';
import type { AddressAvailability } from './address-availability';
import { BroadbandService } from './broadband.service';
import { scheduleLapsedReservations } from './lapsed-reservations';
import { auditRecorder } from '../../routing/change-audit';

/** A cart answer carries its version as the ETag, which the next write sends back as If-Match. */
function withEtag(reply: FastifyReply, cart: Cart): Cart {
  sendVersionEtag(reply, cart.version);
  return cart;
}

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
  const carts = new CartsService(deps.db, broadband);
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

  route(catalogueCalls.offerings, {
    guard,
    handler: async (request) => catalogue.offerings(request.query.category),
  });
  route(catalogueCalls.bundleStructure, {
    guard,
    handler: async (request) => {
      const { templateId } = request.params;
      return catalogue.withStock((await catalogue.structures([templateId])).get(templateId)!);
    },
  });

  route(catalogueCalls.prices, {
    guard,
    handler: async (request) => catalogue.priceList(request.body.categories),
  });
  route(catalogueCalls.productPrices, {
    guard,
    handler: async (request) => catalogue.productPrices(request.params.priceId),
  });
  route(cartCalls.stocks, {
    guard,
    handler: async (request) => {
      ownUser(request.company, request.params.uid);
      return catalogue.stocks(request.body.productCodes);
    },
  });
  route(cartCalls.preselections, {
    guard: companyScope(deps.db, ORDERING_ACCESS.preselections),
    handler: async (request) => {
      ownUser(request.company, request.params.uid);
      return catalogue.preselections(request.body.rootBundleTemplateId, request.body.productCode);
    },
  });
  route(cartCalls.orderAvailability, {
    guard,
    handler: async (request) =>
      details.orderAvailability(request.company, request.params.uid, request.body.cartId),
  });
  route(cartCalls.addPartyRole, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      request.auditSubject = `${request.body.role} ${request.body.name}`;
      return withEtag(
        reply,
        await details.addPartyRole(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.changePartyRole, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      request.auditSubject = `${request.body.role} ${request.body.name}`;
      return withEtag(
        reply,
        await details.updatePartyRole(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.removePartyRole, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart, roleId } = request.params;
      return withEtag(
        reply,
        await details.removePartyRole(request.company, uid, cart, roleId, ifMatchVersion(request)),
      );
    },
  });

  route(cartCalls.summary, {
    guard,
    handler: async (request) => carts.summary(request.company, request.params.uid),
  });
  route(cartCalls.miniCart, {
    guard,
    handler: async (request) => carts.mini(request.company, request.params.uid),
  });
  route(cartCalls.create, {
    guard,
    handler: async (request, reply) =>
      withEtag(reply, await carts.open(request.company, request.params.uid, request.query.channel)),
  });
  route(cartCalls.get, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withEtag(reply, await carts.view(await carts.get(request.company, uid, cart)));
    },
  });
  route(cartCalls.remove, {
    guard,
    handler: async (request, reply) => {
      await carts.remove(request.company, request.params.uid, request.params.cart, ifMatchVersion(request));
      return reply.status(204).send();
    },
  });
  route(cartCalls.addBundle, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withEtag(
        reply,
        await carts.addBundle(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.changeBundle, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withEtag(
        reply,
        await carts.changeBundle(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.removeBundle, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart, bundleNo } = request.params;
      return withEtag(
        reply,
        await carts.removeBundle(request.company, uid, cart, bundleNo, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.quantity, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart, bundleNo } = request.params;
      const { quantity } = request.body;
      return withEtag(
        reply,
        await carts.setQuantity(request.company, uid, cart, bundleNo, quantity, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.characteristics, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withEtag(
        reply,
        await values.set(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.numberPort, {
    guard,
    handler: async (request) =>
      ports.list(request.company, request.params.uid, request.params.cart, new Date()),
  });
  route(cartCalls.numberResources, {
    guard,
    handler: async (request) => {
      const { uid, cart } = request.params;
      return numberResources.list(request.company, uid, cart, request.query.matchEndUser === 'true');
    },
  });
  route(cartCalls.assignNumbers, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withEtag(
        reply,
        await numberResources.assign(
          request.company,
          uid,
          cart,
          request.body.numberType,
          ifMatchVersion(request),
        ),
      );
    },
  });
  route(cartCalls.selfDefinedNumbersAllowed, {
    guard,
    handler: async (request) =>
      numberResources.selfDefinedAllowed(
        request.company,
        request.params.uid,
        request.query.numberType,
        request.query.kind,
      ),
  });
  route(cartCalls.setNumberPort, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withEtag(
        reply,
        await ports.set(request.company, uid, cart, request.body, ifMatchVersion(request), new Date()),
      );
    },
  });
  registerPortInPoaRoutes(route, guard, portInPoas);
  route(cartCalls.contacts, {
    guard,
    handler: async (request) => {
      const { uid, cart } = request.params;
      return { contacts: (await carts.view(await carts.get(request.company, uid, cart))).details.contacts };
    },
  });
  route(cartCalls.addContact, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withEtag(
        reply,
        await details.addContact(request.company, uid, cart, request.body.email, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.removeContact, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart, email } = request.params;
      return withEtag(
        reply,
        await details.removeContact(request.company, uid, cart, email, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.setEndUser, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withEtag(
        reply,
        await details.setEndUser(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.removeEndUser, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withEtag(
        reply,
        await details.setEndUser(request.company, uid, cart, null, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.setDeliveryInfo, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withEtag(
        reply,
        await details.setDeliveryInfo(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.removeDeliveryInfo, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withEtag(
        reply,
        await details.setDeliveryInfo(request.company, uid, cart, null, ifMatchVersion(request)),
      );
    },
  });
  route(cartTemplateCalls.save, {
    guard,
    handler: async (request) => {
      const { uid, cart } = request.params;
      const template = await templates.save(request.company, uid, cart, request.body.name);
      request.auditSubject = template.name;
      return template;
    },
  });
  route(cartTemplateCalls.list, {
    guard,
    handler: async (request) => templates.list(request.company, request.params.uid),
  });
  route(cartTemplateCalls.remove, {
    guard,
    handler: async (request, reply) => {
      request.auditSubject = await templates.remove(
        request.company,
        request.params.uid,
        request.params.templateId,
      );
      return reply.status(204).send();
    },
  });
  route(cartTemplateCalls.start, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withEtag(
        reply,
        await templates.start(request.company, uid, cart, request.body.templateId, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.restrictions, {
    guard,
    handler: async (request) =>
      carts.rules(request.company, request.params.uid, request.params.cart, 'EXCLUDES'),
  });
  route(cartCalls.prerequisites, {
    guard,
    handler: async (request) =>
      carts.rules(request.company, request.params.uid, request.params.cart, 'REQUIRES'),
  });
  route(cartCalls.modifications, {
    guard,
    handler: async (request) =>
      carts.rules(request.company, request.params.uid, request.params.cart, 'MODIFIES'),
  });
  route(cartCalls.payerChoices, {
    guard,
    handler: async (request) =>
      details.payerChoices(request.company, request.params.uid, request.params.cart),
  });
  route(cartCalls.setPayer, {
    guard,
    handler: async (request, reply) => {
      const { uid, cart } = request.params;
      return withEtag(
        reply,
        await details.setPayer(request.company, uid, cart, request.body, ifMatchVersion(request)),
      );
    },
  });
  route(cartCalls.bundleInfo, {
    guard,
    handler: async (request) => {
      const { uid, cart } = request.params;
      const row = await carts.get(request.company, uid, cart);
      const structures = await structuresOf(
        deps.db,
        row.lines.map((line) => line.rootBundleTemplateId),
      );
      return bundleInfo(
        row.lines,
        cartDetailsOf(row.details),
        (root) =>
          structures.get(root)?.bundles.find((bundle) => bundle.mainProductBundle)?.originalId ?? null,
      );
    },
  });
  route(cartCalls.changeImpact, {
    guard,
    handler: async (request) => {
      const { uid, cart } = request.params;
      return details.impact(request.company, uid, cart, helsinkiToday());
    },
  });
  route(cartCalls.preorderCheck, {
    guard,
    handler: async (request) =>
      details.check(request.company, request.params.uid, request.body.cartId, request.query.actions),
  });
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
