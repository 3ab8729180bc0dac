import type { CodeNames } from '../shared/formatting/code-names';
import type { CompanyType } from './businesses';

/** A company's legal form as the company pages and the audit log name it. */
export const COMPANY_TYPE_NAMES: CodeNames<CompanyType> = {
  LIMITED_COMPANY: { fi: 'Osakeyhtiö', en: 'Limited company', sv: 'Aktiebolag' },
  PUBLIC_LIMITED_COMPANY: {
    fi: 'Julkinen osakeyhtiö',
    en: 'Public limited company',
    sv: 'Publikt aktiebolag',
  },
  PARTNERSHIP: { fi: 'Avoin tai kommandiittiyhtiö', en: 'Partnership', sv: 'Bolag' },
  SOLE_TRADER: { fi: 'Toiminimi', en: 'Sole trader', sv: 'Enskild näringsidkare' },
  ASSOCIATION: { fi: 'Yhdistys', en: 'Association', sv: 'Förening' },
  PUBLIC_SECTOR: { fi: 'Julkinen sektori', en: 'Public sector', sv: 'Offentlig sektor' },
  PARTNER_RETAILER: { fi: 'Jälleenmyyjä', en: 'Partner retailer', sv: 'Återförsäljare' },
  FOREIGN_COMPANY: { fi: 'Ulkomainen yritys', en: 'Foreign company', sv: 'Utländskt företag' },
};
