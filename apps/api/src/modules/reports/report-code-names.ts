import type { CodeNames } from '@kaista/domain/shared/formatting';

// The names of the §3/§4 codes a report shows, in the words the web app uses for them (its orders, tickets,
// services and ordering texts), so that a report and the screen behind it name a code alike.

/** §4 order statuses. */
export const ORDER_STATUS_NAMES: CodeNames = {
  AMEND: { fi: 'Muutettavana', en: 'Being amended', sv: 'Ändras' },
  CANCELLED: { fi: 'Peruttu', en: 'Cancelled', sv: 'Avbruten' },
  COMPLETED: { fi: 'Valmis', en: 'Completed', sv: 'Klar' },
  CORRECTED: { fi: 'Korjattu', en: 'Corrected', sv: 'Korrigerad' },
  DISCARDED: { fi: 'Hylätty', en: 'Discarded', sv: 'Förkastad' },
  ERRORED: { fi: 'Virhe', en: 'Failed', sv: 'Fel' },
  HOLD: { fi: 'Pidossa', en: 'On hold', sv: 'Vilande' },
  INPROGRESS: { fi: 'Käsittelyssä', en: 'In progress', sv: 'Under behandling' },
  NEW: { fi: 'Uusi', en: 'New', sv: 'Ny' },
  PARTIALLYCOMPLETED: { fi: 'Osittain valmis', en: 'Partly completed', sv: 'Delvis klar' },
  PENDING: { fi: 'Odottaa', en: 'Pending', sv: 'Väntar' },
  SCHEDULED: { fi: 'Ajastettu', en: 'Scheduled', sv: 'Schemalagd' },
  SUBMITTED: { fi: 'Lähetetty', en: 'Submitted', sv: 'Skickad' },
  SUCCESS: { fi: 'Onnistunut', en: 'Succeeded', sv: 'Lyckad' },
  UNKNOWN: { fi: 'Tuntematon', en: 'Unknown', sv: 'Okänd' },
  VALIDATED: { fi: 'Tarkistettu', en: 'Validated', sv: 'Kontrollerad' },
};

/** §3 ticket types. */
export const TICKET_TYPE_NAMES: CodeNames = {
  SERVICE_REQUEST: { fi: 'Palvelupyyntö', en: 'Service request', sv: 'Tjänstebegäran' },
  INCIDENT: { fi: 'Vikailmoitus', en: 'Incident', sv: 'Felanmälan' },
  TECHNICAL_QUESTION_OR_REQUEST: {
    fi: 'Tekninen kysymys tai pyyntö',
    en: 'Technical question or request',
    sv: 'Teknisk fråga eller begäran',
  },
  WHOLESALE_INCIDENT: { fi: 'Tukkuvikailmoitus', en: 'Wholesale incident', sv: 'Grossistfelanmälan' },
  WHOLESALE_SERVICE: {
    fi: 'Tukkupalvelupyyntö',
    en: 'Wholesale service request',
    sv: 'Grossisttjänstebegäran',
  },
  NEW_ORDER: { fi: 'Uusi tilaus', en: 'New order', sv: 'Ny beställning' },
  ACCESS_REQUEST: { fi: 'Kulkuoikeuspyyntö', en: 'Access request', sv: 'Begäran om tillträde' },
  ESCORTED_ACCESS: { fi: 'Saatettu käynti', en: 'Escorted access', sv: 'Eskorterat besök' },
  INBOUND_SHIPMENT: { fi: 'Saapuva lähetys', en: 'Inbound shipment', sv: 'Inkommande försändelse' },
  OUTBOUND_SHIPMENT: { fi: 'Lähtevä lähetys', en: 'Outbound shipment', sv: 'Utgående försändelse' },
  REMOTE_HANDS: { fi: 'Etäkäsipalvelu', en: 'Remote hands', sv: 'Remote hands' },
  INVOICING: { fi: 'Laskutus', en: 'Invoicing', sv: 'Fakturering' },
  CHANGE_REQUEST: { fi: 'Muutospyyntö', en: 'Change request', sv: 'Ändringsbegäran' },
  GUIDANCE: { fi: 'Neuvonta', en: 'Guidance', sv: 'Rådgivning' },
  TERMINATION: { fi: 'Irtisanominen', en: 'Termination', sv: 'Uppsägning' },
  OTHER: { fi: 'Muu', en: 'Other', sv: 'Annat' },
};

/** The order categories of the catalogue (the price list's filter). */
export const CATEGORY_NAMES: CodeNames = {
  subscriptions: { fi: 'Liittymät', en: 'Subscriptions', sv: 'Abonnemang' },
  broadband: { fi: 'Laajakaista', en: 'Broadband', sv: 'Bredband' },
  switchboard: { fi: 'Vaihde', en: 'Switchboard', sv: 'Växel' },
  phone: { fi: 'Puhelimet', en: 'Phones', sv: 'Telefoner' },
  tablet: { fi: 'Tabletit', en: 'Tablets', sv: 'Surfplattor' },
  router: { fi: 'Reitittimet', en: 'Routers', sv: 'Routrar' },
  laptop: { fi: 'Kannettavat', en: 'Laptops', sv: 'Bärbara datorer' },
  headphone: { fi: 'Kuulokkeet', en: 'Headphones', sv: 'Hörlurar' },
  smartwatches: { fi: 'Älykellot', en: 'Smart watches', sv: 'Smarta klockor' },
  speakers: { fi: 'Kaiuttimet', en: 'Speakers', sv: 'Högtalare' },
  covers: { fi: 'Suojakuoret', en: 'Covers', sv: 'Skal' },
  flipcases: { fi: 'Läppäkotelot', en: 'Flip cases', sv: 'Fodral' },
  scrnprotect: { fi: 'Näytönsuojat', en: 'Screen protectors', sv: 'Skärmskydd' },
  chargers: { fi: 'Laturit', en: 'Chargers', sv: 'Laddare' },
  cableadapter: { fi: 'Kaapelit ja adapterit', en: 'Cables and adapters', sv: 'Kablar och adaptrar' },
  laptopbags: { fi: 'Laukut', en: 'Laptop bags', sv: 'Datorväskor' },
  report: { fi: 'Raportit', en: 'Reports', sv: 'Rapporter' },
};

/** What an invoice line bills, as the invoice names it. */
export const SERVICE_TYPE_NAMES: CodeNames = {
  mobile: { fi: 'Mobiililiittymät', en: 'Mobile subscriptions', sv: 'Mobilabonnemang' },
  'mobile-broadband': { fi: 'Mobiililaajakaista', en: 'Mobile broadband', sv: 'Mobilt bredband' },
  broadband: { fi: 'Kiinteät laajakaistat', en: 'Fixed broadband', sv: 'Fast bredband' },
  switchboard: { fi: 'Vaihdepalvelut', en: 'Switchboard services', sv: 'Växeltjänster' },
  iot: { fi: 'IoT- ja M2M-liittymät', en: 'IoT and M2M connections', sv: 'IoT- och M2M-anslutningar' },
  software: { fi: 'Ohjelmistopalvelut', en: 'Software services', sv: 'Programtjänster' },
  device: { fi: 'Laitteet', en: 'Devices', sv: 'Enheter' },
  installation: { fi: 'Asennukset', en: 'Installations', sv: 'Installationer' },
  fee: { fi: 'Maksut', en: 'Fees', sv: 'Avgifter' },
};
