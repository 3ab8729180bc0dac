import type { CodeNames } from '../shared/formatting/code-names';
import type { OrderStatus } from './order-enums';

/** §4 order statuses as the order pages, the home page and the reports name them. */
export const ORDER_STATUS_NAMES: CodeNames<OrderStatus> = {
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
