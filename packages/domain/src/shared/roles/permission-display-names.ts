import type { CodeNames } from '../formatting/code-names';
import type { PermissionName } from './permission-names';

/** §6 permissions as the portal names them to people: the rights screens, the audit log and its CSV. */
export const PERMISSION_DISPLAY_NAMES: CodeNames<PermissionName> = {
  FECompositeWriteOrder: { fi: 'Tilausten teko', en: 'Placing orders', sv: 'Göra beställningar' },
  FECompositeWriteMyOrderRequests: {
    fi: 'Omat tilauspyynnöt',
    en: 'Own order requests',
    sv: 'Egna beställningsbegäranden',
  },
  CustomerReadDeliveryAddress: {
    fi: 'Toimitusosoitteiden katselu',
    en: 'View delivery addresses',
    sv: 'Visa leveransadresser',
  },
  CustomerWriteDeliveryAddress: {
    fi: 'Toimitusosoitteiden muokkaus',
    en: 'Edit delivery addresses',
    sv: 'Redigera leveransadresser',
  },
  CustomerReadAccount: {
    fi: 'Asiakastilin katselu',
    en: 'View the customer account',
    sv: 'Visa kundkontot',
  },
  CustomerWriteAccount: {
    fi: 'Asiakastilin muokkaus',
    en: 'Edit the customer account',
    sv: 'Redigera kundkontot',
  },
  CustomerReadContact: { fi: 'Yhteystietojen katselu', en: 'View contacts', sv: 'Visa kontakter' },
  CustomerWriteContact: { fi: 'Yhteystietojen muokkaus', en: 'Edit contacts', sv: 'Redigera kontakter' },
  CustomerReadEndUser: { fi: 'Loppukäyttäjien katselu', en: 'View end users', sv: 'Visa slutanvändare' },
  CustomerWriteEndUser: {
    fi: 'Loppukäyttäjien muokkaus',
    en: 'Edit end users',
    sv: 'Redigera slutanvändare',
  },
  CustomerReadInformation: {
    fi: 'Yritystietojen katselu',
    en: 'View company details',
    sv: 'Visa företagsuppgifter',
  },
  CustomerWriteInformation: {
    fi: 'Yritystietojen muokkaus',
    en: 'Edit company details',
    sv: 'Redigera företagsuppgifter',
  },
  CustomerReadAgreement: { fi: 'Sopimusten katselu', en: 'View agreements', sv: 'Visa avtal' },
  CustomerWriteAgreement: { fi: 'Sopimusten muokkaus', en: 'Edit agreements', sv: 'Redigera avtal' },
  CustomerReadPayer: {
    fi: 'Laskutussopimusten katselu',
    en: 'View billing agreements',
    sv: 'Visa faktureringsavtal',
  },
  CustomerWritePayer: {
    fi: 'Laskutussopimusten muokkaus',
    en: 'Edit billing agreements',
    sv: 'Redigera faktureringsavtal',
  },
  CustomerReadCostCenter: {
    fi: 'Kustannuspaikkojen katselu',
    en: 'View cost centres',
    sv: 'Visa kostnadsställen',
  },
  CustomerWriteCostCenter: {
    fi: 'Kustannuspaikkojen muokkaus',
    en: 'Edit cost centres',
    sv: 'Redigera kostnadsställen',
  },
  CustomerReadUserData: { fi: 'Käyttäjätietojen katselu', en: 'View user data', sv: 'Visa användardata' },
  CustomerWriteUserData: {
    fi: 'Käyttäjätietojen muokkaus',
    en: 'Edit user data',
    sv: 'Redigera användardata',
  },
  CustomerReadReports: {
    fi: 'Asiakasraporttien katselu',
    en: 'View customer reports',
    sv: 'Visa kundrapporter',
  },
  CustomerWriteReports: {
    fi: 'Asiakasraporttien muokkaus',
    en: 'Edit customer reports',
    sv: 'Redigera kundrapporter',
  },
  CustomerReadOperativeContact: {
    fi: 'Operatiivisten yhteyshenkilöiden katselu',
    en: 'View operative contacts',
    sv: 'Visa operativa kontakter',
  },
  CustomerWriteOperativeContact: {
    fi: 'Operatiivisten yhteyshenkilöiden muokkaus',
    en: 'Edit operative contacts',
    sv: 'Redigera operativa kontakter',
  },
  InvoicingReadInvoice: { fi: 'Laskujen katselu', en: 'View invoices', sv: 'Visa fakturor' },
  OrdersWriteNewOrder: { fi: 'Uudet tilaukset', en: 'New orders', sv: 'Nya beställningar' },
  OrdersWriteCart: { fi: 'Ostoskori', en: 'Shopping cart', sv: 'Varukorg' },
  OrdersWriteChangeOrder: { fi: 'Muutostilaukset', en: 'Change orders', sv: 'Ändringsbeställningar' },
  OrdersRequestOrderRequest: {
    fi: 'Tilauspyyntöjen teko',
    en: 'Making order requests',
    sv: 'Göra beställningsbegäranden',
  },
  OrdersReadOrder: { fi: 'Tilausten katselu', en: 'View orders', sv: 'Visa beställningar' },
  OrdersHandleOrderRequest: {
    fi: 'Tilauspyyntöjen käsittely',
    en: 'Handling order requests',
    sv: 'Hantera beställningsbegäranden',
  },
  ProductsReadProduct: { fi: 'Tuotteiden katselu', en: 'View products', sv: 'Visa produkter' },
  ProductsReadDevices: { fi: 'Laitteiden katselu', en: 'View devices', sv: 'Visa enheter' },
  ServicesReadService: { fi: 'Palveluiden katselu', en: 'View services', sv: 'Visa tjänster' },
  ServicesReadPuk: { fi: 'PUK-koodien katselu', en: 'View PUK codes', sv: 'Visa PUK-koder' },
  ServicesReadServiceList: {
    fi: 'Palvelulistan katselu',
    en: 'View the service list',
    sv: 'Visa tjänstelistan',
  },
  ServicesTerminateService: {
    fi: 'Palveluiden irtisanominen',
    en: 'Terminating services',
    sv: 'Säga upp tjänster',
  },
  ServicesSuspendResumeService: {
    fi: 'Palveluiden keskeytys ja jatko',
    en: 'Suspending and resuming services',
    sv: 'Stänga av och återuppta tjänster',
  },
  TicketingReadTicket: {
    fi: 'Tukipyyntöjen katselu',
    en: 'View support requests',
    sv: 'Visa supportärenden',
  },
  TicketingWriteTicket: {
    fi: 'Tukipyyntöjen teko',
    en: 'Making support requests',
    sv: 'Skapa supportärenden',
  },
  TicketingReadContactGroup: {
    fi: 'Yhteysryhmien katselu',
    en: 'View contact groups',
    sv: 'Visa kontaktgrupper',
  },
  TicketingWriteContactGroup: {
    fi: 'Yhteysryhmien muokkaus',
    en: 'Edit contact groups',
    sv: 'Redigera kontaktgrupper',
  },
  TicketingWriteWholesaleTicket: {
    fi: 'Tukkutukipyynnöt',
    en: 'Wholesale support requests',
    sv: 'Grossistsupportärenden',
  },
  TicketingWriteEscortedAccess: { fi: 'Saatetut käynnit', en: 'Escorted access', sv: 'Eskorterade besök' },
  TicketingWriteRemoteHands: { fi: 'Etäkädet', en: 'Remote hands', sv: 'Fjärrhandstjänst' },
  ReportsReadPricelist: { fi: 'Hinnastojen katselu', en: 'View price lists', sv: 'Visa prislistor' },
  ReportsReadReports: { fi: 'Raporttien katselu', en: 'View reports', sv: 'Visa rapporter' },
  PricingReadOrderCapture: { fi: 'Tilaushinnat', en: 'Order prices', sv: 'Beställningspriser' },
  PricingReadOrderHistory: {
    fi: 'Tilaushistorian hinnat',
    en: 'Order history prices',
    sv: 'Priser i beställningshistoriken',
  },
  DocumentsReadDocument: { fi: 'Dokumenttien katselu', en: 'View documents', sv: 'Visa dokument' },
  DocumentsWriteDocument: { fi: 'Dokumenttien muokkaus', en: 'Edit documents', sv: 'Redigera dokument' },
  PartnerPortal: { fi: 'Kumppanikauppa', en: 'Partner shop', sv: 'Partnerbutik' },
  AvailabilitySearchReadAvailability: {
    fi: 'Saatavuushaku',
    en: 'Availability search',
    sv: 'Tillgänglighetssökning',
  },
  AvailabilitySearchWriteAvailability: {
    fi: 'Saatavuushaun muokkaus',
    en: 'Editing availability searches',
    sv: 'Redigera tillgänglighetssökningar',
  },
};
