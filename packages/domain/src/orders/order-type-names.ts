import type { CodeNames } from '../shared/formatting/code-names';
import type { OrderType } from './order-enums';

/** §3 order types as the order pages, the approval rules and the audit log name them. */
export const ORDER_TYPE_NAMES: CodeNames<OrderType> = {
  AMEND: { fi: 'Muutos', en: 'Amendment', sv: 'Ändring' },
  CANCEL: { fi: 'Peruutus', en: 'Cancellation', sv: 'Annullering' },
  CEASE: { fi: 'Irtisanominen', en: 'Termination', sv: 'Uppsägning' },
  CHANGE: { fi: 'Vaihto', en: 'Change', sv: 'Byte' },
  CHANGE_OWNERSHIP: { fi: 'Omistajanvaihdos', en: 'Change of ownership', sv: 'Ägarbyte' },
  CORRECTION: { fi: 'Korjaus', en: 'Correction', sv: 'Korrigering' },
  FOLLOWON: { fi: 'Jatkotilaus', en: 'Follow-on', sv: 'Följdbeställning' },
  NEW: { fi: 'Uusi', en: 'New', sv: 'Ny' },
  RECONNECT: { fi: 'Uudelleenkytkentä', en: 'Reconnection', sv: 'Återkoppling' },
  TOPUP: { fi: 'Lataus', en: 'Top-up', sv: 'Påfyllning' },
  TO_AND_FROM: { fi: 'Edestakainen', en: 'To and from', sv: 'Till och från' },
  TRANSFER: { fi: 'Siirto', en: 'Transfer', sv: 'Överföring' },
  UNKNOWN: { fi: 'Tuntematon', en: 'Unknown', sv: 'Okänd' },
  UNSOLICATED_CEASE: {
    fi: 'Pyytämätön irtisanominen',
    en: 'Unsolicited termination',
    sv: 'Oombedd uppsägning',
  },
  OTHER: { fi: 'Muu', en: 'Other', sv: 'Annan' },
  MODIFICATION: { fi: 'Muokkaus', en: 'Modification', sv: 'Modifiering' },
  REPAIR_ORDER: { fi: 'Korjaustilaus', en: 'Repair order', sv: 'Reparationsbeställning' },
  MOVE_ASSET: { fi: 'Laitteen siirto', en: 'Asset move', sv: 'Flytt av utrustning' },
};
