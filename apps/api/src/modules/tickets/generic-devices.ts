import type { Language } from '@kaista/domain/shared/formatting';
import type { TicketDevice } from '@kaista/domain/tickets';

const GENERIC_DEVICES: { id: string; kind: string; names: Record<Language, string> }[] = [
  {
    id: 'GENERIC-PHONE',
    kind: 'phone',
    names: { fi: 'Muu puhelin', en: 'Other phone', sv: 'Annan telefon' },
  },
  {
    id: 'GENERIC-ROUTER',
    kind: 'router',
    names: { fi: 'Muu reititin tai modeemi', en: 'Other router or modem', sv: 'Annan router eller modem' },
  },
  {
    id: 'GENERIC-COMPUTER',
    kind: 'computer',
    names: { fi: 'Tietokone', en: 'Computer', sv: 'Dator' },
  },
  {
    id: 'GENERIC-NETWORK',
    kind: 'network',
    names: { fi: 'Yritysverkko', en: 'Corporate network', sv: 'Företagsnät' },
  },
];

/** Device kinds that are not in the company's own list, for tickets about a device the operator did not supply. */
export function genericDevices(language: Language): TicketDevice[] {
  return GENERIC_DEVICES.map(({ id, kind, names }) => ({
    id,
    kind,
    name: names[language],
    serialNumber: null,
  }));
}

export function findGenericDevice(id: string, language: Language): TicketDevice | undefined {
  return genericDevices(language).find((device) => device.id === id);
}
