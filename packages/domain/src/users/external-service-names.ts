import type { CodeNames } from '../shared/formatting/code-names';
import type { ExternalService, ExternalServiceRole } from './external-services';

/** The operator's external services as the portal names them: the user's page, the audit log and its CSV. */
export const EXTERNAL_SERVICE_NAMES: CodeNames<ExternalService> = {
  mobileid: { fi: 'Mobiilivarmenne', en: 'Mobile ID', sv: 'Mobilt ID' },
  pace: { fi: 'PACE-palvelu', en: 'PACE service', sv: 'PACE-tjänsten' },
  domainmanagement: { fi: 'Verkkotunnusten hallinta', en: 'Domain management', sv: 'Domänhantering' },
  networksecurity: { fi: 'Verkon tietoturva', en: 'Network security', sv: 'Nätverkssäkerhet' },
  messaging: { fi: 'Viestipalvelut', en: 'Messaging', sv: 'Meddelandetjänster' },
  alert: { fi: 'Hälytyspalvelu', en: 'Alert service', sv: 'Larmtjänst' },
};

/** A user's role in an external service, by name. */
export const EXTERNAL_SERVICE_ROLE_NAMES: CodeNames<ExternalServiceRole> = {
  USER: { fi: 'Käyttäjä', en: 'User', sv: 'Användare' },
  MANAGER: { fi: 'Pääkäyttäjä', en: 'Manager', sv: 'Administratör' },
};
