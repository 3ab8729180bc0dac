import type { CodeNames } from '../shared/formatting/code-names';
import type { TicketType } from './ticket-enums';

/** §3 ticket types as the ticket pages and the reports name them. */
export const TICKET_TYPE_NAMES: CodeNames<TicketType> = {
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
  REMOTE_HANDS: { fi: 'Etäkäsipalvelu', en: 'Remote hands', sv: 'Fjärrhandstjänst' },
  INVOICING: { fi: 'Laskutus', en: 'Invoicing', sv: 'Fakturering' },
  CHANGE_REQUEST: { fi: 'Muutospyyntö', en: 'Change request', sv: 'Ändringsbegäran' },
  GUIDANCE: { fi: 'Neuvonta', en: 'Guidance', sv: 'Rådgivning' },
  TERMINATION: { fi: 'Irtisanominen', en: 'Termination', sv: 'Uppsägning' },
  OTHER: { fi: 'Muu', en: 'Other', sv: 'Annat' },
};
