import type { CodeNames } from '../formatting/code-names';
import type { RoleName } from './role-names';

/** §6 roles as the portal names them to people: the rights screens, the audit log and its CSV. */
export const ROLE_DISPLAY_NAMES: CodeNames<RoleName> = {
  DCUser: { fi: 'Toimituskoordinaattori', en: 'Delivery coordinator', sv: 'Leveranskoordinator' },
  CCUser: { fi: 'Asiakaspalvelu', en: 'Customer care', sv: 'Kundtjänst' },
  DNAMUUSER: {
    fi: 'Kumppanikaupan pääkäyttäjä (operaattori)',
    en: 'Partner shop main user (operator)',
    sv: 'Partnerbutikens huvudanvändare (operatör)',
  },
  DNASMUSER: {
    fi: 'Kumppanikaupan myyjä (operaattori)',
    en: 'Partner shop sales user (operator)',
    sv: 'Partnerbutikens säljare (operatör)',
  },
  SuperAdmin: { fi: 'Pääylläpitäjä', en: 'Super administrator', sv: 'Superadministratör' },
  ServiceManager: { fi: 'Palvelupäällikkö', en: 'Service manager', sv: 'Tjänsteansvarig' },
  ServiceManagerUser: { fi: 'Palvelupäällikkö', en: 'Service manager', sv: 'Tjänsteansvarig' },
  ServiceUser: { fi: 'Palvelukäyttäjä', en: 'Service user', sv: 'Tjänsteanvändare' },
  EmployeeUser: { fi: 'Työntekijä', en: 'Employee', sv: 'Anställd' },
  B2BAPP_ServiceUser: { fi: 'Työntekijä', en: 'Employee', sv: 'Anställd' },
  REPMAINUSER: { fi: 'Kaupan pääkäyttäjä', en: 'Shop main user', sv: 'Butikens huvudanvändare' },
  REPENDUSER: { fi: 'Kaupan käyttäjä', en: 'Shop user', sv: 'Butiksanvändare' },
  NEXTServiceManager: { fi: 'NEXT-palvelupäällikkö', en: 'NEXT service manager', sv: 'NEXT-tjänsteansvarig' },
  NEXTServiceUser: { fi: 'NEXT-palvelukäyttäjä', en: 'NEXT service user', sv: 'NEXT-tjänsteanvändare' },
  MobileServiceUser: {
    fi: 'Mobiilipalveluiden käyttäjä',
    en: 'Mobile service user',
    sv: 'Mobiltjänstanvändare',
  },
  MobileServiceManager: {
    fi: 'Mobiilipalveluiden päällikkö',
    en: 'Mobile service manager',
    sv: 'Mobiltjänstansvarig',
  },
  MobileIdUser: { fi: 'Mobiilivarmenteen käyttäjä', en: 'Mobile ID user', sv: 'Mobilt ID-användare' },
  ApiUser: { fi: 'Rajapintakäyttäjä', en: 'API user', sv: 'API-användare' },
  OrdererUser: { fi: 'Tilaaja', en: 'Orderer', sv: 'Beställare' },
};
