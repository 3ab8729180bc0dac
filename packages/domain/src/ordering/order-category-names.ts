import type { CodeNames } from '../shared/formatting/code-names';
import type { OrderCategory } from './order-categories';

/** The order categories of the catalogue as the order page and the price-list report name them. */
export const ORDER_CATEGORY_NAMES: CodeNames<OrderCategory> = {
  subscriptions: { fi: 'Liittymät', en: 'Subscriptions', sv: 'Abonnemang' },
  broadband: { fi: 'Laajakaista', en: 'Broadband', sv: 'Bredband' },
  switchboard: { fi: 'Vaihde', en: 'Switchboard', sv: 'Växel' },
  phone: { fi: 'Puhelimet', en: 'Phones', sv: 'Telefoner' },
  tablet: { fi: 'Tabletit', en: 'Tablets', sv: 'Surfplattor' },
  router: { fi: 'Reitittimet', en: 'Routers', sv: 'Routrar' },
  laptop: { fi: 'Kannettavat', en: 'Laptops', sv: 'Bärbara datorer' },
  headphone: { fi: 'Kuulokkeet', en: 'Headphones', sv: 'Hörlurar' },
  smartwatches: { fi: 'Älykellot', en: 'Smart watches', sv: 'Smarta klockor' },
  speakers: { fi: 'Kaiuttimet', en: 'Speakers', sv: 'Högtalare' },
  covers: { fi: 'Suojakuoret', en: 'Covers', sv: 'Skal' },
  flipcases: { fi: 'Läppäkotelot', en: 'Flip cases', sv: 'Fodral' },
  scrnprotect: { fi: 'Näytönsuojat', en: 'Screen protectors', sv: 'Skärmskydd' },
  chargers: { fi: 'Laturit', en: 'Chargers', sv: 'Laddare' },
  cableadapter: { fi: 'Kaapelit ja adapterit', en: 'Cables and adapters', sv: 'Kablar och adaptrar' },
  laptopbags: { fi: 'Laukut', en: 'Laptop bags', sv: 'Datorväskor' },
  report: { fi: 'Raportit', en: 'Reports', sv: 'Rapporter' },
};
