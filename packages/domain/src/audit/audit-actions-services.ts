import type { AuditActionTexts } from './audit-action-texts';

/** The services and assets of the inventory and their powers of attorney. */
export const SERVICE_ACTION_TEXTS = {
  'service.puk': {
    fi: 'Katsoi PUK-koodit: {{subject}}',
    en: 'Viewed the PUK codes of {{subject}}',
    sv: 'Visade PUK-koderna för {{subject}}',
  },
  'service.suspend': {
    fi: 'Sulki palvelun {{subject}}',
    en: 'Suspended the service {{subject}}',
    sv: 'Stängde av tjänsten {{subject}}',
  },
  'service.resume': {
    fi: 'Avasi palvelun {{subject}}',
    en: 'Resumed the service {{subject}}',
    sv: 'Återöppnade tjänsten {{subject}}',
  },
  'service.cease': {
    fi: 'Lopetti palvelun {{subject}}',
    en: 'Terminated the service {{subject}}',
    sv: 'Avslutade tjänsten {{subject}}',
  },
  'service.schedule-cease': {
    fi: 'Ajasti palvelun lopetuksen {{subject}}',
    en: 'Scheduled the termination of {{subject}}',
    sv: 'Schemalade avslutet av {{subject}}',
  },
  'service.lifecycle': {
    fi: 'Muutti palvelun tilaa {{subject}}',
    en: 'Changed the state of a service {{subject}}',
    sv: 'Ändrade tjänstens status {{subject}}',
  },
  'service.activate-sim': {
    fi: 'Aktivoi SIM-kortin: {{subject}}',
    en: 'Activated the SIM card of {{subject}}',
    sv: 'Aktiverade SIM-kortet för {{subject}}',
  },
  'service.replace-sim': {
    fi: 'Vaihtoi SIM-kortin: {{subject}}',
    en: 'Replaced the SIM card of {{subject}}',
    sv: 'Bytte SIM-kortet för {{subject}}',
  },
  'service.bulk': {
    fi: 'Teki joukkotoiminnon palveluille {{subject}}',
    en: 'Ran a bulk action on services {{subject}}',
    sv: 'Körde en massåtgärd på tjänster {{subject}}',
  },
  'service.cost-centre': {
    fi: 'Vaihtoi palvelun kustannuspaikan: {{subject}}',
    en: 'Changed the cost centre of {{subject}}',
    sv: 'Bytte kostnadsställe för {{subject}}',
  },
  'service.poa-pdf': {
    fi: 'Tulosti valtakirjan: {{subject}}',
    en: 'Printed a power of attorney for {{subject}}',
    sv: 'Skrev ut en fullmakt för {{subject}}',
  },
  'service.poa-create': {
    fi: 'Kirjasi valtakirjan: {{subject}}',
    en: 'Recorded a power of attorney for {{subject}}',
    sv: 'Registrerade en fullmakt för {{subject}}',
  },
  'service.poa-result': {
    fi: 'Kirjasi valtakirjan allekirjoituksen tuloksen: {{subject}}',
    en: 'Recorded the signing result of a power of attorney: {{subject}}',
    sv: 'Registrerade resultatet av en fullmakts undertecknande: {{subject}}',
  },
  'asset.repair': {
    fi: 'Lähetti laitteen korjaukseen: {{subject}}',
    en: 'Sent an asset to repair: {{subject}}',
    sv: 'Skickade en enhet på reparation: {{subject}}',
  },
  'service.change-package': {
    fi: 'Tilasi paketin vaihdon: {{subject}}',
    en: 'Ordered a package change of {{subject}}',
    sv: 'Beställde ett paketbyte för {{subject}}',
  },
} as const satisfies AuditActionTexts;

export const SERVICE_AUDITED_ROUTES = {
  'POST /api/businesses/:id/services/:serviceId/lifecycle': 'service.lifecycle',
  'POST /api/businesses/:id/services/:serviceId/activatesim': 'service.activate-sim',
  'POST /api/businesses/:id/services/:serviceId/replacesim': 'service.replace-sim',
  'POST /api/businesses/:id/services/:serviceId/changepackage': 'service.change-package',
  'POST /api/businesses/:id/services/bulk': 'service.bulk',
  'POST /api/businesses/:id/services/:serviceId/poa/pdf': 'service.poa-pdf',
  'POST /api/businesses/:id/services/:serviceId/poa/create': 'service.poa-create',
  'POST /api/businesses/:id/poas/:poaId/result': 'service.poa-result',
  'POST /api/businesses/:id/assets/:assetId/repair': 'asset.repair',
} as const satisfies Readonly<Record<string, keyof typeof SERVICE_ACTION_TEXTS>>;
