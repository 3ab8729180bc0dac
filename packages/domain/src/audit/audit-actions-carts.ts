import type { AuditActionTexts } from './audit-action-texts';

/** Building a cart: its products, details, end users, delivery addresses and templates. */
export const CART_ACTION_TEXTS = {
  'enduser.create': {
    fi: 'Lisäsi loppukäyttäjän {{subject}}',
    en: 'Added the end user {{subject}}',
    sv: 'Lade till slutanvändaren {{subject}}',
  },
  'deliveryinfo.create': {
    fi: 'Tallensi toimitusosoitteen {{subject}}',
    en: 'Saved the delivery address {{subject}}',
    sv: 'Sparade leveransadressen {{subject}}',
  },
  'cart.open': { fi: 'Avasi ostoskorin', en: 'Opened a cart', sv: 'Öppnade en kundvagn' },
  'cart.analytics': {
    fi: 'Ostoskorin analytiikkatapahtuma {{subject}}',
    en: 'Cart analytics event {{subject}}',
    sv: 'Kundvagnens analyshändelse {{subject}}',
  },
  'cart.remove': { fi: 'Poisti ostoskorin', en: 'Removed a cart', sv: 'Tog bort en kundvagn' },
  'cart.change': {
    fi: 'Muutti ostoskorin tuotteita',
    en: 'Changed the products in a cart',
    sv: 'Ändrade produkterna i en kundvagn',
  },
  'cart.values': {
    fi: 'Täydensi ostoskorin tilaustietoja',
    en: 'Filled in the order details of a cart',
    sv: 'Fyllde i beställningsuppgifterna i en kundvagn',
  },
  'cart.details': {
    fi: 'Täydensi ostoskorin toimitus-, maksaja- tai yhteystietoja',
    en: 'Filled in the delivery, payer or contact details of a cart',
    sv: 'Fyllde i leverans-, betalar- eller kontaktuppgifterna i en kundvagn',
  },
  'cart.party-role': {
    fi: 'Muutti ostoskorin osapuolirooleja: {{subject}}',
    en: 'Changed the party roles of a cart: {{subject}}',
    sv: 'Ändrade kundvagnens partsroller: {{subject}}',
  },
  'cart.check': {
    fi: 'Tarkisti ostoskorin ennen tilaamista',
    en: 'Checked a cart before ordering',
    sv: 'Kontrollerade en kundvagn före beställningen',
  },
  'cart-template.save': {
    fi: 'Tallensi ostoskorin pohjaksi {{subject}}',
    en: 'Saved a cart as the template {{subject}}',
    sv: 'Sparade en kundvagn som mallen {{subject}}',
  },
  'cart-template.remove': {
    fi: 'Poisti ostoskoripohjan {{subject}}',
    en: 'Removed the cart template {{subject}}',
    sv: 'Tog bort kundvagnsmallen {{subject}}',
  },
} as const satisfies AuditActionTexts;

export const CART_AUDITED_ROUTES = {
  'POST /api/businesses/:id/users/:uid/endusers': 'enduser.create',
  'POST /api/businesses/:id/users/:uid/deliveryinfos': 'deliveryinfo.create',
  'POST /api/businesses/:id/users/:uid/carts': 'cart.open',
  'DELETE /api/businesses/:id/users/:uid/carts/:cart': 'cart.remove',
  'POST /api/businesses/:id/users/:uid/carts/:cart/bundles': 'cart.change',
  'PUT /api/businesses/:id/users/:uid/carts/:cart/bundles': 'cart.change',
  'DELETE /api/businesses/:id/users/:uid/carts/:cart/bundles/:bundleNo': 'cart.change',
  'PUT /api/businesses/:id/users/:uid/carts/:cart/bundles/:bundleNo/quantity': 'cart.change',
  'PUT /api/businesses/:id/users/:uid/carts/:cart/characteristics': 'cart.values',
  'PUT /api/businesses/:id/users/:uid/carts/:cart/numberport': 'cart.values',
  'POST /api/businesses/:id/users/:uid/carts/:cart/numberresources': 'cart.values',
  'PUT /api/businesses/:id/users/:uid/carts/:cart/contacts': 'cart.details',
  'DELETE /api/businesses/:id/users/:uid/carts/:cart/contacts/:email': 'cart.details',
  'PUT /api/businesses/:id/users/:uid/carts/:cart/enduser': 'cart.details',
  'DELETE /api/businesses/:id/users/:uid/carts/:cart/enduser': 'cart.details',
  'PUT /api/businesses/:id/users/:uid/carts/:cart/deliveryinfo': 'cart.details',
  'DELETE /api/businesses/:id/users/:uid/carts/:cart/deliveryinfo': 'cart.details',
  'PUT /api/businesses/:id/users/:uid/carts/:cart/payer': 'cart.details',
  'POST /api/businesses/:id/users/:uid/carts/:cart/partyroles': 'cart.party-role',
  'PUT /api/businesses/:id/users/:uid/carts/:cart/partyroles': 'cart.party-role',
  'DELETE /api/businesses/:id/users/:uid/carts/:cart/partyroles/:roleId': 'cart.party-role',
  'POST /api/businesses/:id/users/:uid/carts/:cart/templates': 'cart-template.save',
  'DELETE /api/businesses/:id/users/:uid/carttemplates/:templateId': 'cart-template.remove',
  'POST /api/businesses/:id/users/:uid/carts/:cart/fromtemplate': 'cart.change',
  'POST /api/businesses/:id/users/:uid/preordercheck': 'cart.check',
  'POST /api/businesses/:id/users/:uid/carts/:cart/analyticsevents': 'cart.analytics',
} as const satisfies Readonly<Record<string, keyof typeof CART_ACTION_TEXTS>>;
