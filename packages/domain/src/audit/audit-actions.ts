import type { Language } from '../shared/formatting/language';
import { actingForName } from './acting-for';

type Texts = Readonly<Record<Language, string>>;

/**
 * Every audited action as a sentence in each language (DESIGN.md §5): the audit page and the CSV read the
 * same texts. {{subject}} is what the action was done to ('#12'), {{user}} the user acted as, {{route}} the
 * call of an action this table does not know yet.
 */
export const AUDIT_ACTION_TEXTS = {
  'impersonation.start': {
    fi: 'Aloitti toimimisen käyttäjänä {{user}}',
    en: 'Started acting as {{user}}',
    sv: 'Började agera som {{user}}',
  },
  'impersonation.stop': {
    fi: 'Lopetti toimimisen käyttäjänä {{user}}',
    en: 'Stopped acting as {{user}}',
    sv: 'Slutade agera som {{user}}',
  },
  'ticket.create': {
    fi: 'Loi tukipyynnön {{subject}}',
    en: 'Created support request {{subject}}',
    sv: 'Skapade supportärende {{subject}}',
  },
  'ticket.comment': {
    fi: 'Kommentoi tukipyyntöä {{subject}}',
    en: 'Commented on support request {{subject}}',
    sv: 'Kommenterade supportärende {{subject}}',
  },
  'ticket.attach': {
    fi: 'Liitti tiedoston tukipyyntöön {{subject}}',
    en: 'Attached a file to support request {{subject}}',
    sv: 'Bifogade en fil till supportärende {{subject}}',
  },
  'ticket.withdraw': {
    fi: 'Perui tukipyynnön {{subject}}',
    en: 'Withdrew support request {{subject}}',
    sv: 'Drog tillbaka supportärende {{subject}}',
  },
  'ticket.status': {
    fi: 'Muutti tukipyynnön {{subject}} tilaa',
    en: 'Changed the status of support request {{subject}}',
    sv: 'Ändrade status för supportärende {{subject}}',
  },
  'ticket.assign': {
    fi: 'Muutti tukipyynnön {{subject}} käsittelijää',
    en: 'Changed who handles support request {{subject}}',
    sv: 'Ändrade handläggare för supportärende {{subject}}',
  },
  // Says no more than that the desk worked on it: the internal note itself stays with the desk.
  'ticket.note': {
    fi: 'Käsitteli tukipyyntöä {{subject}}',
    en: 'Worked on support request {{subject}}',
    sv: 'Hanterade supportärende {{subject}}',
  },
  'contact-group.create': {
    fi: 'Lisäsi yhteysryhmän {{subject}}',
    en: 'Added the contact group {{subject}}',
    sv: 'Lade till kontaktgruppen {{subject}}',
  },
  'company.create': { fi: 'Loi yrityksen', en: 'Created a company', sv: 'Skapade ett företag' },
  'company.activate': {
    fi: 'Vaihtoi tähän yritykseen',
    en: 'Switched to this company',
    sv: 'Bytte till det här företaget',
  },
  'profile.update': {
    fi: 'Muutti käyttäjän asetuksia',
    en: "Changed the user's settings",
    sv: 'Ändrade användarens inställningar',
  },
  'environment.change': {
    fi: 'Vaihtoi ympäristötilaa',
    en: 'Changed the environment mode',
    sv: 'Bytte miljöläge',
  },
  'session.end': { fi: 'Kirjautui ulos', en: 'Signed out', sv: 'Loggade ut' },
  'session.end-others': {
    fi: 'Kirjautui ulos kaikkialta muualta',
    en: 'Signed out everywhere else',
    sv: 'Loggade ut överallt annars',
  },
  'user.create': {
    fi: 'Lisäsi käyttäjän {{subject}}',
    en: 'Added the user {{subject}}',
    sv: 'Lade till användaren {{subject}}',
  },
  'user.invite': {
    fi: 'Kutsui uuden käyttäjän {{subject}} sähköpostilla',
    en: 'Invited the new user {{subject}} by e-mail',
    sv: 'Bjöd in den nya användaren {{subject}} per e-post',
  },
  'user.rights': {
    fi: 'Muutti käyttäjän oikeuksia: {{subject}}',
    en: "Changed a user's rights: {{subject}}",
    sv: 'Ändrade en användares rättigheter: {{subject}}',
  },
  'user.authentication': {
    fi: 'Muutti käyttäjän tunnistustapaa: {{subject}}',
    en: "Changed a user's sign-in method: {{subject}}",
    sv: 'Ändrade en användares inloggningssätt: {{subject}}',
  },
  'user.phone': {
    fi: 'Muutti käyttäjän matkapuhelinnumeroa: {{subject}}',
    en: "Changed a user's mobile number: {{subject}}",
    sv: 'Ändrade en användares mobilnummer: {{subject}}',
  },
  'user.enduser': {
    fi: 'Muutti käyttäjän loppukäyttäjälinkkiä: {{subject}}',
    en: "Changed a user's end-user link: {{subject}}",
    sv: 'Ändrade en användares slutanvändarlänk: {{subject}}',
  },
  'user.external-service': {
    fi: 'Muutti käyttäjän palvelun roolia: {{subject}}',
    en: "Changed a user's role in a service: {{subject}}",
    sv: 'Ändrade en användares roll i en tjänst: {{subject}}',
  },
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
  'user.delete': {
    fi: 'Poisti käyttäjän {{subject}}',
    en: 'Removed the user {{subject}}',
    sv: 'Tog bort användaren {{subject}}',
  },
  'shop.cart': {
    fi: 'Muutti kaupan ostoskoria {{subject}}',
    en: 'Changed the shop basket {{subject}}',
    sv: 'Ändrade butikens varukorg {{subject}}',
  },
  'shop.order': {
    fi: 'Teki kauppatilauksen {{subject}}',
    en: 'Placed the shop order {{subject}}',
    sv: 'Lade butiksbeställningen {{subject}}',
  },
  'shop.office-supplies': {
    fi: 'Tilasi toimistotarvikkeita {{subject}}',
    en: 'Ordered office supplies {{subject}}',
    sv: 'Beställde kontorsmaterial {{subject}}',
  },
  'shop-product.status': {
    fi: 'Muutti kauppatuotteen tilaa: {{subject}}',
    en: "Changed a shop product's status: {{subject}}",
    sv: 'Ändrade en butiksprodukts status: {{subject}}',
  },
  'shop-product.sync': {
    fi: 'Synkronoi kauppatuotteen {{subject}}',
    en: 'Synchronised the shop product {{subject}}',
    sv: 'Synkroniserade butiksprodukten {{subject}}',
  },
  'shop-product.stock': {
    fi: 'Muutti varastosaldoa: {{subject}}',
    en: 'Changed a stock balance: {{subject}}',
    sv: 'Ändrade ett lagersaldo: {{subject}}',
  },
  'shop-assortment.create': {
    fi: 'Loi valikoiman {{subject}}',
    en: 'Created the assortment {{subject}}',
    sv: 'Skapade sortimentet {{subject}}',
  },
  'shop-assortment.update': {
    fi: 'Muutti valikoimaa: {{subject}}',
    en: 'Changed an assortment: {{subject}}',
    sv: 'Ändrade ett sortiment: {{subject}}',
  },
  'order-request.create': {
    fi: 'Lähetti tilauspyynnön {{subject}}',
    en: 'Sent order request {{subject}}',
    sv: 'Skickade beställningsbegäran {{subject}}',
  },
  'order-request.decline': {
    fi: 'Hylkäsi tilauspyynnön {{subject}}',
    en: 'Declined order request {{subject}}',
    sv: 'Avslog beställningsbegäran {{subject}}',
  },
  'order-request.done': {
    fi: 'Merkitsi tilauspyynnön käsitellyksi {{subject}}',
    en: 'Marked order request done {{subject}}',
    sv: 'Markerade beställningsbegäran som klar {{subject}}',
  },
  'order-request.proceed': {
    fi: 'Siirsi tilauspyynnön ostoskoriin {{subject}}',
    en: 'Proceeded to order from request {{subject}}',
    sv: 'Gick vidare till beställning från begäran {{subject}}',
  },
  'approval-rule.create': {
    fi: 'Lisäsi hyväksyntäsäännön {{subject}}',
    en: 'Added approval rule {{subject}}',
    sv: 'Lade till godkännanderegel {{subject}}',
  },
  'approval-rule.approvers': {
    fi: 'Nimesi hyväksyjät säännölle {{subject}}',
    en: 'Named the approvers of approval rule {{subject}}',
    sv: 'Utsåg godkännarna för regeln {{subject}}',
  },
  'approval-rule.delete': {
    fi: 'Poisti hyväksyntäsäännön {{subject}}',
    en: 'Removed approval rule {{subject}}',
    sv: 'Tog bort godkännanderegel {{subject}}',
  },
  'payer.create': {
    fi: 'Lisäsi laskutussopimuksen {{subject}}',
    en: 'Added the billing agreement {{subject}}',
    sv: 'Lade till faktureringsavtalet {{subject}}',
  },
  'payer.update': {
    fi: 'Muutti laskutussopimusta {{subject}}',
    en: 'Changed the billing agreement {{subject}}',
    sv: 'Ändrade faktureringsavtalet {{subject}}',
  },
  'cost-centre.create': {
    fi: 'Lisäsi kustannuspaikan {{subject}}',
    en: 'Added the cost centre {{subject}}',
    sv: 'Lade till kostnadsstället {{subject}}',
  },
  'user.groups': {
    fi: 'Muutti käyttäjän ryhmiä: {{subject}}',
    en: "Changed a user's groups: {{subject}}",
    sv: 'Ändrade en användares grupper: {{subject}}',
  },
  'group.create': {
    fi: 'Loi ryhmän {{subject}}',
    en: 'Created the group {{subject}}',
    sv: 'Skapade gruppen {{subject}}',
  },
  'group.update': {
    fi: 'Muutti ryhmän oikeuksia: {{subject}}',
    en: "Changed a group's rights: {{subject}}",
    sv: 'Ändrade en grupps rättigheter: {{subject}}',
  },
  'group.rename': {
    fi: 'Nimesi ryhmän uudelleen: {{subject}}',
    en: 'Renamed a group: {{subject}}',
    sv: 'Bytte namn på en grupp: {{subject}}',
  },
  'group.members': {
    fi: 'Muutti ryhmän jäseniä: {{subject}}',
    en: "Changed a group's members: {{subject}}",
    sv: 'Ändrade en grupps medlemmar: {{subject}}',
  },
  'group.delete': {
    fi: 'Poisti ryhmän {{subject}}',
    en: 'Removed the group {{subject}}',
    sv: 'Tog bort gruppen {{subject}}',
  },
  'permissions.disable': {
    fi: 'Muutti käytöstä poistettuja oikeuksia: {{subject}}',
    en: 'Changed the permissions switched off everywhere: {{subject}}',
    sv: 'Ändrade behörigheter som är avstängda överallt: {{subject}}',
  },
  'permissions.company': {
    fi: 'Muutti yrityksen käyttöoikeuksia: {{subject}}',
    en: "Changed the company's user rights: {{subject}}",
    sv: 'Ändrade företagets användarrättigheter: {{subject}}',
  },
  'service.puk': {
    fi: 'Katsoi PUK-koodit: {{subject}}',
    en: 'Viewed the PUK codes of {{subject}}',
    sv: 'Visade PUK-koderna för {{subject}}',
  },
  'service.suspend': {
    fi: 'Sulki palvelun {{subject}}',
    en: 'Suspended the service {{subject}}',
    sv: 'Stängde av tjänsten {{subject}}',
  },
  'service.resume': {
    fi: 'Avasi palvelun {{subject}}',
    en: 'Resumed the service {{subject}}',
    sv: 'Återöppnade tjänsten {{subject}}',
  },
  'service.cease': {
    fi: 'Lopetti palvelun {{subject}}',
    en: 'Terminated the service {{subject}}',
    sv: 'Avslutade tjänsten {{subject}}',
  },
  'service.schedule-cease': {
    fi: 'Ajasti palvelun lopetuksen {{subject}}',
    en: 'Scheduled the termination of {{subject}}',
    sv: 'Schemalade avslutet av {{subject}}',
  },
  'service.lifecycle': {
    fi: 'Muutti palvelun tilaa {{subject}}',
    en: 'Changed the state of a service {{subject}}',
    sv: 'Ändrade tjänstens status {{subject}}',
  },
  'service.activate-sim': {
    fi: 'Aktivoi SIM-kortin: {{subject}}',
    en: 'Activated the SIM card of {{subject}}',
    sv: 'Aktiverade SIM-kortet för {{subject}}',
  },
  'service.replace-sim': {
    fi: 'Vaihtoi SIM-kortin: {{subject}}',
    en: 'Replaced the SIM card of {{subject}}',
    sv: 'Bytte SIM-kortet för {{subject}}',
  },
  'service.bulk': {
    fi: 'Teki joukkotoiminnon palveluille {{subject}}',
    en: 'Ran a bulk action on services {{subject}}',
    sv: 'Körde en massåtgärd på tjänster {{subject}}',
  },
  'service.cost-centre': {
    fi: 'Vaihtoi palvelun kustannuspaikan: {{subject}}',
    en: 'Changed the cost centre of {{subject}}',
    sv: 'Bytte kostnadsställe för {{subject}}',
  },
  'service.poa-pdf': {
    fi: 'Tulosti valtakirjan: {{subject}}',
    en: 'Printed a power of attorney for {{subject}}',
    sv: 'Skrev ut en fullmakt för {{subject}}',
  },
  'service.poa-create': {
    fi: 'Kirjasi valtakirjan: {{subject}}',
    en: 'Recorded a power of attorney for {{subject}}',
    sv: 'Registrerade en fullmakt för {{subject}}',
  },
  'service.poa-result': {
    fi: 'Kirjasi valtakirjan allekirjoituksen tuloksen: {{subject}}',
    en: 'Recorded the signing result of a power of attorney: {{subject}}',
    sv: 'Registrerade resultatet av en fullmakts undertecknande: {{subject}}',
  },
  'asset.repair': {
    fi: 'Lähetti laitteen korjaukseen: {{subject}}',
    en: 'Sent an asset to repair: {{subject}}',
    sv: 'Skickade en enhet på reparation: {{subject}}',
  },
  'service.change-package': {
    fi: 'Tilasi paketin vaihdon: {{subject}}',
    en: 'Ordered a package change of {{subject}}',
    sv: 'Beställde ett paketbyte för {{subject}}',
  },
  'company.rename': {
    fi: 'Muutti yrityksen nimeä: {{subject}}',
    en: "Changed the company's name: {{subject}}",
    sv: 'Ändrade företagets namn: {{subject}}',
  },
  'company.head-office': {
    fi: 'Muutti pääkonttorin osoitetta: {{subject}}',
    en: 'Changed the head office address: {{subject}}',
    sv: 'Ändrade huvudkontorets adress: {{subject}}',
  },
  'company.type': {
    fi: 'Muutti yritysmuotoa: {{subject}}',
    en: 'Changed the company type: {{subject}}',
    sv: 'Ändrade företagsformen: {{subject}}',
  },
  'company.links': {
    fi: 'Muutti yrityksen linkkejä: {{subject}}',
    en: "Changed the company's links: {{subject}}",
    sv: 'Ändrade företagets länkar: {{subject}}',
  },
  'document.upload': {
    fi: 'Lisäsi dokumentin {{subject}}',
    en: 'Uploaded the document {{subject}}',
    sv: 'Laddade upp dokumentet {{subject}}',
  },
  'document.version': {
    fi: 'Lisäsi dokumentista uuden version: {{subject}}',
    en: 'Uploaded a new version of a document: {{subject}}',
    sv: 'Laddade upp en ny version av ett dokument: {{subject}}',
  },
  'document.delete': {
    fi: 'Poisti dokumentin {{subject}}',
    en: 'Deleted the document {{subject}}',
    sv: 'Tog bort dokumentet {{subject}}',
  },
  'document-folder.create': {
    fi: 'Loi dokumenttikansion {{subject}}',
    en: 'Created the document folder {{subject}}',
    sv: 'Skapade dokumentmappen {{subject}}',
  },
  'document-folder.delete': {
    fi: 'Poisti dokumenttikansion {{subject}}',
    en: 'Deleted the document folder {{subject}}',
    sv: 'Tog bort dokumentmappen {{subject}}',
  },
  'bulletin.create': {
    fi: 'Julkaisi tiedotteen {{subject}}',
    en: 'Published the bulletin {{subject}}',
    sv: 'Publicerade meddelandet {{subject}}',
  },
  'bulletin.update': {
    fi: 'Muutti tiedotetta: {{subject}}',
    en: 'Changed a bulletin: {{subject}}',
    sv: 'Ändrade ett meddelande: {{subject}}',
  },
  'bulletin.delete': {
    fi: 'Poisti tiedotteen {{subject}}',
    en: 'Deleted the bulletin {{subject}}',
    sv: 'Tog bort meddelandet {{subject}}',
  },
  'operative-contact.create': {
    fi: 'Lisäsi operatiivisen yhteyshenkilön {{subject}}',
    en: 'Added the operative contact {{subject}}',
    sv: 'Lade till den operativa kontakten {{subject}}',
  },
  'operative-contact.update': {
    fi: 'Muutti operatiivista yhteyshenkilöä: {{subject}}',
    en: 'Changed an operative contact: {{subject}}',
    sv: 'Ändrade en operativ kontakt: {{subject}}',
  },
  'operative-contact.delete': {
    fi: 'Poisti operatiivisen yhteyshenkilön {{subject}}',
    en: 'Removed the operative contact {{subject}}',
    sv: 'Tog bort den operativa kontakten {{subject}}',
  },
  'mobile-id.activate': {
    fi: 'Otti mobiilivarmenteen käyttöön: {{subject}}',
    en: 'Activated the mobile certificate: {{subject}}',
    sv: 'Aktiverade mobilcertifikatet: {{subject}}',
  },
  other: {
    fi: 'Teki muun muutoksen ({{route}})',
    en: 'Made another change ({{route}})',
    sv: 'Gjorde en annan ändring ({{route}})',
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
  'order.submit': {
    fi: 'Lähetti tilauksen {{subject}}',
    en: 'Submitted order {{subject}}',
    sv: 'Skickade beställningen {{subject}}',
  },
  'order.port-in-poa-pdf': {
    fi: 'Tulosti numeronsiirron valtakirjan: {{subject}}',
    en: 'Printed a port-in power of attorney for {{subject}}',
    sv: 'Skrev ut en fullmakt för nummerflytt för {{subject}}',
  },
  'order.port-in-poa-create': {
    fi: 'Kirjasi numeronsiirron valtakirjan: {{subject}}',
    en: 'Recorded a port-in power of attorney for {{subject}}',
    sv: 'Registrerade en fullmakt för nummerflytt för {{subject}}',
  },
  'order.port-in-poa-result': {
    fi: 'Kirjasi numeronsiirron valtakirjan allekirjoituksen tuloksen: {{subject}}',
    en: 'Recorded the signing result of a port-in power of attorney: {{subject}}',
    sv: 'Registrerade resultatet av undertecknandet av en fullmakt för nummerflytt: {{subject}}',
  },
  'order.bulk-check': {
    fi: 'Tarkisti joukkotilauksen tiedoston {{subject}}',
    en: 'Checked the bulk order file {{subject}}',
    sv: 'Kontrollerade massbeställningsfilen {{subject}}',
  },
  'order.bulk-submit': {
    fi: 'Lähetti joukkotilauksen {{subject}}',
    en: 'Submitted the bulk order {{subject}}',
    sv: 'Skickade massbeställningen {{subject}}',
  },
} as const satisfies Record<string, Texts>;

export type AuditActionKey = keyof typeof AUDIT_ACTION_TEXTS;

/** The action key of each audited call, `METHOD /route` as the server registers it. */
export const AUDITED_ROUTES: Readonly<Record<string, AuditActionKey>> = {
  'POST /api/businesses/:id/impersonations/:uid': 'impersonation.start',
  'DELETE /api/impersonations': 'impersonation.stop',
  'POST /api/businesses/:id/tickets': 'ticket.create',
  'POST /api/businesses/:id/tickets/:ticketId/comments': 'ticket.comment',
  'POST /api/businesses/:id/tickets/:ticketId/attachments': 'ticket.attach',
  'POST /api/businesses/:id/invalidateCase': 'ticket.withdraw',
  'PUT /api/businesses/:id/tickets/:ticketId/status': 'ticket.status',
  'PUT /api/businesses/:id/tickets/:ticketId/assignee': 'ticket.assign',
  'POST /api/businesses/:id/tickets/:ticketId/notes': 'ticket.note',
  'POST /api/businesses/:id/contactgroups': 'contact-group.create',
  'POST /api/businesses': 'company.create',
  'POST /api/businesses/:id/activate': 'company.activate',
  'PUT /api/users/self/profile': 'profile.update',
  'PUT /api/environmentmode': 'environment.change',
  'DELETE /api/sessions': 'session.end',
  'DELETE /api/users/self/sessions/others': 'session.end-others',
  'POST /api/businesses/:id/users': 'user.create',
  'PUT /api/businesses/:id/users/:userId/roles': 'user.rights',
  'PUT /api/businesses/:id/users/:userId/authentication': 'user.authentication',
  'PUT /api/businesses/:id/users/:userId/phone': 'user.phone',
  'DELETE /api/businesses/:id/users/:userId': 'user.delete',
  'POST /api/businesses/:id/users/:userId/enduser': 'user.enduser',
  'POST /api/businesses/:id/users/:userId/externalservice/:service': 'user.external-service',
  'PUT /api/businesses/:id/users/:userId/externalservice/:service': 'user.external-service',
  'POST /api/businesses/:id/users/:uid/endusers': 'enduser.create',
  'POST /api/businesses/:id/users/:uid/deliveryinfos': 'deliveryinfo.create',
  'POST /api/businesses/:id/matsku/cart/entries': 'shop.cart',
  'PUT /api/businesses/:id/matsku/cart/entries/:entryNumber': 'shop.cart',
  'PATCH /api/businesses/:id/matsku/cart/entries/:entryNumber': 'shop.cart',
  'DELETE /api/businesses/:id/matsku/cart/entries/:entryNumber': 'shop.cart',
  'PUT /api/businesses/:id/matsku/cart/store': 'shop.cart',
  'PUT /api/businesses/:id/matsku/cart/endCustomerReference': 'shop.cart',
  'POST /api/businesses/:id/matsku/orders': 'shop.order',
  'POST /api/businesses/:id/matsku/cart/reorder': 'shop.cart',
  'POST /api/businesses/:id/matsku/officesupplies/orders': 'shop.office-supplies',
  'PUT /api/matsku/productmanagement/products/:productCode/status': 'shop-product.status',
  'POST /api/matsku/productmanagement/products/:productCode/synchronize': 'shop-product.sync',
  'PUT /api/matsku/productmanagement/products/:productCode/stockbalance': 'shop-product.stock',
  'POST /api/matsku/productmanagement/assortments': 'shop-assortment.create',
  'PUT /api/matsku/productmanagement/assortments/:assortmentId': 'shop-assortment.update',
  'POST /api/businesses/:id/users/:uid/orderrequests': 'order-request.create',
  'POST /api/businesses/:id/users/:uid/orderrequests/:requestId/updatestatus': 'order-request.done',
  'POST /api/businesses/:id/users/:uid/orderrequests/:requestId': 'order-request.proceed',
  'POST /api/businesses/:id/approvalrules': 'approval-rule.create',
  'DELETE /api/businesses/:id/approvalrules/:ruleId': 'approval-rule.delete',
  'PUT /api/businesses/:id/approvalrules/:ruleId/approvers': 'approval-rule.approvers',
  'POST /api/businesses/:id/users/:uid/bulkorders/check': 'order.bulk-check',
  'POST /api/businesses/:id/users/:uid/bulkorders': 'order.bulk-submit',
  'POST /api/businesses/:id/services/:serviceId/lifecycle': 'service.lifecycle',
  'POST /api/businesses/:id/services/:serviceId/activatesim': 'service.activate-sim',
  'POST /api/businesses/:id/services/:serviceId/replacesim': 'service.replace-sim',
  'POST /api/businesses/:id/services/:serviceId/changepackage': 'service.change-package',
  'POST /api/businesses/:id/services/bulk': 'service.bulk',
  'POST /api/businesses/:id/services/:serviceId/poa/pdf': 'service.poa-pdf',
  'POST /api/businesses/:id/services/:serviceId/poa/create': 'service.poa-create',
  'POST /api/businesses/:id/poas/:poaId/result': 'service.poa-result',
  'POST /api/businesses/:id/assets/:assetId/repair': 'asset.repair',
  'POST /api/businesses/:id/payers': 'payer.create',
  'PUT /api/businesses/:id/payers/:payerId': 'payer.update',
  'POST /api/businesses/:id/costpools': 'cost-centre.create',
  'POST /api/businesses/:id/users/:uid/carts': 'cart.open',
  'DELETE /api/businesses/:id/users/:uid/carts/:cart': 'cart.remove',
  'POST /api/businesses/:id/users/:uid/carts/:cart/bundles': 'cart.change',
  'PUT /api/businesses/:id/users/:uid/carts/:cart/bundles': 'cart.change',
  'DELETE /api/businesses/:id/users/:uid/carts/:cart/bundles/:bundleNo': 'cart.change',
  'PUT /api/businesses/:id/users/:uid/carts/:cart/bundles/:bundleNo/quantity': 'cart.change',
  'PUT /api/businesses/:id/users/:uid/carts/:cart/characteristics': 'cart.values',
  'PUT /api/businesses/:id/users/:uid/carts/:cart/numberport': 'cart.values',
  'POST /api/businesses/:id/users/:uid/carts/:cart/numberport/:bundleNo/poa/pdf': 'order.port-in-poa-pdf',
  'POST /api/businesses/:id/users/:uid/carts/:cart/numberport/:bundleNo/poa/create':
    'order.port-in-poa-create',
  'POST /api/businesses/:id/users/:uid/carts/:cart/numberport/:bundleNo/poa/result':
    'order.port-in-poa-result',
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
  'POST /api/businesses/:id/users/:uid/orders': 'order.submit',
  'POST /api/businesses/:id/permissiongroups': 'group.create',
  'PUT /api/businesses/:id/permissiongroups/:groupId': 'group.update',
  'PATCH /api/businesses/:id/permissiongroups/:groupId': 'group.rename',
  'PUT /api/businesses/:id/permissiongroups/:groupId/permissionentries': 'group.update',
  'PUT /api/businesses/:id/permissiongroups/:groupId/members': 'group.members',
  'DELETE /api/businesses/:id/permissiongroups/:groupId': 'group.delete',
  'POST /api/businesses/:id/authorizationgroups': 'group.create',
  'PUT /api/businesses/:id/authorizationgroups/:groupId': 'group.update',
  'PATCH /api/businesses/:id/authorizationgroups/:groupId': 'group.rename',
  'PUT /api/businesses/:id/authorizationgroups/:groupId/permissionentries': 'group.update',
  'PUT /api/businesses/:id/authorizationgroups/:groupId/members': 'group.members',
  'DELETE /api/businesses/:id/authorizationgroups/:groupId': 'group.delete',
  'POST /api/usermanagement/permissiongroups': 'group.create',
  'PUT /api/usermanagement/permissiongroups/:groupId': 'group.update',
  'PATCH /api/usermanagement/permissiongroups/:groupId': 'group.rename',
  'PUT /api/usermanagement/permissiongroups/:groupId/permissionentries': 'group.update',
  'DELETE /api/usermanagement/permissiongroups/:groupId': 'group.delete',
  'PUT /api/businesses/:id/users/:userId/authorizationgroups': 'user.groups',
  'POST /api/usermanagement/permissions/disable': 'permissions.disable',
  'PUT /api/businesses/:id/usermanagement/permissions': 'permissions.company',
  'PUT /api/businesses/:id': 'company.rename',
  'PUT /api/businesses/:id/address/headoffice': 'company.head-office',
  'PUT /api/businesses/:id/companytype': 'company.type',
  'PUT /api/businesses/:id/externallinks': 'company.links',
  'POST /api/businesses/:id/documents': 'document.upload',
  'POST /api/businesses/:id/documents/:documentId/versions': 'document.version',
  'DELETE /api/businesses/:id/documents/:documentId': 'document.delete',
  'POST /api/businesses/:id/documents/folders': 'document-folder.create',
  'DELETE /api/businesses/:id/documents/folders/:folderId': 'document-folder.delete',
  'POST /api/bulletins': 'bulletin.create',
  'PUT /api/bulletins/:bulletinId': 'bulletin.update',
  'DELETE /api/bulletins/:bulletinId': 'bulletin.delete',
  'POST /api/businesses/:id/operativecontacts': 'operative-contact.create',
  'PUT /api/businesses/:id/operativecontacts/:contactId': 'operative-contact.update',
  'DELETE /api/businesses/:id/operativecontacts/:contactId': 'operative-contact.delete',
  'POST /api/businesses/:id/mobileid/activate': 'mobile-id.activate',
};

const isActionKey = (value: string): value is AuditActionKey => Object.hasOwn(AUDIT_ACTION_TEXTS, value);

/** What an audit row stores as its action: the key of a known call, else the call itself. */
export function auditActionOf(call: string): string {
  return AUDITED_ROUTES[call] ?? call;
}

export interface AuditActionFacts {
  /** A stored action: a key, or a `METHOD /route` from before the table or of a call it lacks. */
  action: string;
  subject: string | null;
  actedForName: string | null;
}

/** An audit row's action as a sentence in the reader's language ("Commented on support request #12"). */
export function auditActionSentence(facts: AuditActionFacts, language: Language): string {
  const known = isActionKey(facts.action) ? facts.action : AUDITED_ROUTES[facts.action];
  const values: Record<string, string> = {
    subject: facts.subject ?? '',
    user: facts.actedForName ?? '',
    route: facts.action,
  };
  return AUDIT_ACTION_TEXTS[known ?? 'other'][language]
    .replace(/\{\{(\w+)\}\}/g, (_match, name: string) => values[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Who an audit row's action is credited to: both names for a change made while acting ("Cecilia for Maria"),
 * the operator alone for starting and stopping to act, which the sentence itself names the user in.
 */
export function auditActorName(
  entry: { action: string; operatorName: string; actedForName: string | null },
  language: Language,
): string {
  const aboutActing = entry.action === 'impersonation.start' || entry.action === 'impersonation.stop';
  if (aboutActing || !entry.actedForName) return entry.operatorName;
  return actingForName(entry.actedForName, entry.operatorName, language);
}
