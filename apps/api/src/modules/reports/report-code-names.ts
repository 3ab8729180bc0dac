import type { CodeNames } from '@kaista/domain/shared/formatting';

// The report's own names for what an invoice line bills: plural, as a report's totals read ('Mobile
// subscriptions'); the other codes a report shows are named by the domain package, as the screens name them.

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
