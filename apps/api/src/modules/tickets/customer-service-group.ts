import type { Language } from '@kaista/domain/shared/formatting';
import type { CustomerServiceGroup } from '@kaista/domain/tickets';

const OPENING_HOURS: Record<Language, string> = {
  fi: 'ma–pe 8.00–18.00',
  en: 'Mon–Fri 8:00–18:00',
  sv: 'mån–fre 8.00–18.00',
};

/** Partner retailers are served by the partner desk; every other company by business customer service. */
export function customerServiceGroupFor(
  companyType: string | null,
  language: Language,
): CustomerServiceGroup {
  const partner = companyType === 'PARTNER_RETAILER';
  const names: Record<Language, string> = partner
    ? { fi: 'Kumppanipalvelu', en: 'Partner service', sv: 'Partnerservice' }
    : { fi: 'Yritysasiakaspalvelu', en: 'Business customer service', sv: 'Företagskundtjänst' };
  return {
    name: names[language],
    email: partner ? 'kumppanipalvelu@kaista.example' : 'yritysasiakaspalvelu@kaista.example',
    phone: partner ? '+358 10 200 3000' : '+358 10 200 1000',
    openingHours: OPENING_HOURS[language],
  };
}
