import type { CodeNames } from '../shared/formatting/code-names';
import type { AssetStatus } from './assets';
import type { ServiceStatus } from './service-enums';

/** §4 service statuses as the lists, the home page and the audit log name them. */
export const SERVICE_STATUS_NAMES: CodeNames<ServiceStatus> = {
  NEW: { fi: 'Uusi', en: 'New', sv: 'Ny' },
  ACTIVE: { fi: 'Aktiivinen', en: 'Active', sv: 'Aktiv' },
  BARRED: { fi: 'Suljettu', en: 'Suspended', sv: 'Avstängd' },
  CANCELLED: { fi: 'Peruttu', en: 'Cancelled', sv: 'Annullerad' },
  TERMINATED: { fi: 'Päättynyt', en: 'Terminated', sv: 'Avslutad' },
  BARREDBYDNA: { fi: 'Operaattorin sulkema', en: 'Barred by the operator', sv: 'Spärrad av operatören' },
};

/** §4 asset statuses as the asset pages and the audit log name them. */
export const ASSET_STATUS_NAMES: CodeNames<AssetStatus> = {
  NEW: { fi: 'Uusi', en: 'New', sv: 'Ny' },
  'IN USE': { fi: 'Käytössä', en: 'In use', sv: 'I bruk' },
  REPAIR: { fi: 'Korjauksessa', en: 'In repair', sv: 'På reparation' },
  'NOT IN USE': { fi: 'Ei käytössä', en: 'Not in use', sv: 'Inte i bruk' },
  EXTENDED: { fi: 'Jatkettu takuu', en: 'Extended warranty', sv: 'Förlängd garanti' },
};
