import type { CodeNames } from '../shared/formatting/code-names';
import type { OperativeContactRole } from './operative-contacts';

/** An operative contact's tasks as the portal names them: the contacts page, the audit log and its CSV. */
export const CONTACT_ROLE_NAMES: CodeNames<OperativeContactRole> = {
  OUTAGES: { fi: 'Viat ja häiriöt', en: 'Faults and outages', sv: 'Fel och störningar' },
  MAINTENANCE: { fi: 'Huoltokatkot', en: 'Maintenance breaks', sv: 'Serviceavbrott' },
  DELIVERIES: {
    fi: 'Toimitukset ja asennukset',
    en: 'Deliveries and installations',
    sv: 'Leveranser och installationer',
  },
  SECURITY: { fi: 'Tietoturva', en: 'Information security', sv: 'Informationssäkerhet' },
};
