import type { OfferingType, OrderCategory } from '@kaista/domain/ordering';
import { APN_PRODUCTS, apnCharacteristics } from './demo-apn-characteristics';

/** A product of the demo catalogue: prices in cents, monthly unless `once`, `term` months for instalments. */
export interface DemoProduct {
  code: string;
  name: string;
  category: OrderCategory;
  type: OfferingType;
  description?: string;
  monthly?: number;
  once?: number;
  term?: number;
  stock?: number;
  numberType?: string;
  root?: string;
}

const sub = (code: string, name: string, monthly: number, description: string): DemoProduct => ({
  code,
  name,
  category: 'subscriptions',
  type: 'SUBSCRIPTION',
  monthly,
  description,
  root: 'MOBILE_VOICE',
});
const device = (
  code: string,
  name: string,
  category: OrderCategory,
  once: number,
  stock: number,
  description: string,
): DemoProduct => ({
  code,
  name,
  category,
  type:
    category === 'phone' || category === 'tablet' || category === 'laptop' || category === 'router'
      ? 'DEVICE'
      : 'ACCESSORY',
  once,
  stock,
  description,
  root: 'DEVICE',
});
const component = (
  code: string,
  name: string,
  type: OfferingType,
  monthly?: number,
  once?: number,
): DemoProduct => ({
  code,
  name,
  category: 'subscriptions',
  type,
  ...(monthly === undefined ? {} : { monthly }),
  ...(once === undefined ? {} : { once }),
});

export const DEMO_PRODUCTS: DemoProduct[] = [
  sub(
    'MOB_5G_100',
    'Kaista Mobiili 5G 100M',
    1990,
    'Rajaton data 100 Mbit/s, rajattomat puhelut ja viestit Suomessa ja EU:ssa.',
  ),
  sub(
    'MOB_5G_300',
    'Kaista Mobiili 5G 300M',
    2690,
    'Rajaton data 300 Mbit/s, 20 Gt EU-dataa, rajattomat puhelut ja viestit.',
  ),
  sub(
    'MOB_5G_1000',
    'Kaista Mobiili 5G 1000M',
    3490,
    'Nopein 5G, 40 Gt EU-dataa ja Pohjoismaiden puhelut kuukausimaksuun.',
  ),
  sub(
    'MOB_PUHE',
    'Kaista Puhe',
    990,
    'Puheliittymä 1 Mbit/s datalla: rajattomat puhelut ja viestit Suomessa.',
  ),
  {
    code: 'MBB_5G_300',
    name: 'Kaista Mobiililaajakaista 5G 300M',
    category: 'broadband',
    type: 'BROADBAND',
    monthly: 2490,
    description: 'Rajaton 5G-data reitittimeen tai tabletille, 300 Mbit/s.',
    root: 'MOBILE_BROADBAND',
  },
  {
    code: 'MBB_5G_1000',
    name: 'Kaista Mobiililaajakaista 5G 1000M',
    category: 'broadband',
    type: 'BROADBAND',
    monthly: 3990,
    description: 'Rajaton 5G-data toimistoon, jopa 1000 Mbit/s.',
    root: 'MOBILE_BROADBAND',
  },
  {
    code: 'FBB_KUITU_300',
    name: 'Kaista Yrityskuitu 300M',
    category: 'broadband',
    type: 'BROADBAND',
    monthly: 3990,
    once: 9900,
    description: 'Kiinteä valokuituyhteys toimipisteeseen, 300/300 Mbit/s. Avausmaksu 99 €.',
    root: 'FIXED_BROADBAND',
  },
  {
    code: 'VPBX_USER',
    name: 'Kaista Vaihde -käyttäjä',
    category: 'switchboard',
    type: 'SUBSCRIPTION',
    monthly: 790,
    description: 'Pilvivaihteen käyttäjä: jonot, soitonsiirrot ja mobiilisovellus.',
    root: 'SWITCHBOARD',
  },
  component('NUM_NEW', 'Uusi numero', 'NUMBER_NEW'),
  component('NUM_PORT', 'Numeron siirto toiselta operaattorilta', 'NUMBER_PORT_IN'),
  component('NUM_DATA', 'Datanumero', 'NUMBER_NEW'),
  component('NUM_FIXED', 'Vaihteen numero', 'NUMBER_NEW'),
  component('SIM_CARD', 'SIM-kortti (kolmoiskortti)', 'SIM', undefined, 0),
  component('ESIM', 'eSIM', 'ESIM', undefined, 500),
  component('DATA_EU_10', 'EU-datapaketti 10 Gt', 'DATA_PACKAGE', 490),
  component('DATA_WORLD_1', 'Maailma-data 1 Gt', 'DATA_PACKAGE', 990),
  component('VOICE_NORDIC', 'Pohjoismaat-puhepaketti 300 min', 'VOICE_PACKAGE', 590),
  component('VOICE_WORLD', 'Ulkomaanpuhelut 100 min', 'VOICE_PACKAGE', 990),
  component('BAR_PREMIUM', 'Maksullisten palvelunumeroiden esto', 'BARRING', 0),
  component('BAR_INTL', 'Ulkomaanpuhelujen esto', 'BARRING', 0),
  component('BAR_ROAMING', 'Verkkovierailun esto', 'BARRING', 0),
  component('BAR_DATA_ROAMING', 'Datan verkkovierailun esto EU:n ulkopuolella', 'BARRING', 0),
  component('VPBX_QUEUE', 'Jonotus ja tervehdykset', 'VOICE_PACKAGE', 200),
  component('VPBX_RECORDING', 'Puhelunauhoitus', 'VOICE_PACKAGE', 490),
  component('MOBILE_CERT', 'Mobiilivarmenne', 'MOBILE_CERTIFICATE', 150),
  component('DEVICE_CARE', 'Laiteturva', 'ACCESSORY', 490),
  component('DEVICE_SETUP', 'Käyttöönottopalvelu', 'ACCESSORY', undefined, 2990),
  device(
    'IPHONE_16_128',
    'Apple iPhone 16 128 Gt',
    'phone',
    96900,
    25,
    '6,1" Super Retina XDR, A18-siru, 48 MP kamera.',
  ),
  device(
    'IPHONE_16_PRO_256',
    'Apple iPhone 16 Pro 256 Gt',
    'phone',
    139900,
    8,
    '6,3" ProMotion-näyttö, A18 Pro, titaanirunko.',
  ),
  device(
    'GALAXY_S25_128',
    'Samsung Galaxy S25 128 Gt',
    'phone',
    89900,
    30,
    '6,2" Dynamic AMOLED 2X, Galaxy AI.',
  ),
  device(
    'GALAXY_A56_128',
    'Samsung Galaxy A56 5G 128 Gt',
    'phone',
    44900,
    40,
    '6,7" Super AMOLED, IP67, kuuden vuoden päivitykset.',
  ),
  device(
    'PIXEL_9A_128',
    'Google Pixel 9a 128 Gt',
    'phone',
    54900,
    12,
    '6,3" Actua-näyttö, Tensor G4, 7 vuoden päivitykset.',
  ),
  device(
    'NOKIA_G42_128',
    'Nokia G42 5G 128 Gt',
    'phone',
    22900,
    0,
    'Itse korjattava 5G-puhelin. Tilapäisesti loppu.',
  ),
  device(
    'IPAD_A16_128',
    'Apple iPad 11" (A16) 128 Gt Wi-Fi + Cellular',
    'tablet',
    74900,
    10,
    '11" Liquid Retina, 5G, eSIM.',
  ),
  device(
    'TAB_S10FE_5G',
    'Samsung Galaxy Tab S10 FE 5G',
    'tablet',
    64900,
    6,
    '10,9" näyttö, S Pen mukana, IP68.',
  ),
  device(
    'ZYXEL_NR5103',
    'Zyxel NR5103E 5G-sisäreititin',
    'router',
    34900,
    15,
    'Wi-Fi 6, kaksi LAN-porttia, ulkoantenniliitännät.',
  ),
  device(
    'HP_EB_840_G11',
    'HP EliteBook 840 G11 14"',
    'laptop',
    149900,
    5,
    'Intel Core Ultra 5, 16 Gt, 512 Gt SSD, 5G-modeemi.',
  ),
  device(
    'JABRA_EVOLVE2_65',
    'Jabra Evolve2 65 Flex',
    'headphone',
    24900,
    20,
    'Langattomat Teams-kuulokkeet, aktiivinen melunvaimennus.',
  ),
  device(
    'APPLE_USBC_20W',
    'Apple 20 W USB-C -virtalähde',
    'chargers',
    2490,
    60,
    'Pikalataus iPhonelle ja iPadille.',
  ),
  device(
    'SPIGEN_IP16_CASE',
    'Spigen Ultra Hybrid iPhone 16 -suojakuori',
    'covers',
    2990,
    35,
    'Läpinäkyvä, iskunvaimentava kuori.',
  ),
  // Last, so the products seeded before it keep their display priorities (migration 0070 adds it so).
  component('NUM_CSN', 'Numero yrityksen omasta numeroavaruudesta', 'NUMBER_CSN'),
];

/** A bundle of a root template: `[code, default]` products, the parent's products it needs, min and max. */
export interface DemoBundle {
  id: string;
  root: string;
  name: string;
  parent: string | null;
  min: number;
  max: number;
  priority: number;
  products: [string, boolean][];
  requires?: string[];
}

const PHONES_AND_TABLETS = [
  'IPHONE_16_128',
  'IPHONE_16_PRO_256',
  'GALAXY_S25_128',
  'GALAXY_A56_128',
  'PIXEL_9A_128',
  'NOKIA_G42_128',
  'IPAD_A16_128',
  'TAB_S10FE_5G',
  'HP_EB_840_G11',
];
const DEVICES = DEMO_PRODUCTS.filter((product) => product.root === 'DEVICE').map((product) => product.code);
const SIM_CHOICE: [string, boolean][] = [
  ['SIM_CARD', true],
  ['ESIM', false],
];

export const DEMO_ROOT_TEMPLATES: [string, string][] = [
  ['MOBILE_VOICE', 'Mobiililiittymä'],
  ['MOBILE_BROADBAND', 'Mobiililaajakaista'],
  ['FIXED_BROADBAND', 'Kiinteä laajakaista'],
  ['SWITCHBOARD', 'Kaista Vaihde'],
  ['DEVICE', 'Laitteet ja tarvikkeet'],
];

export const DEMO_BUNDLES: DemoBundle[] = [
  {
    id: 'MV_PLAN',
    root: 'MOBILE_VOICE',
    name: 'Liittymä',
    parent: null,
    min: 1,
    max: 1,
    priority: 0,
    products: [
      ['MOB_5G_100', false],
      ['MOB_5G_300', false],
      ['MOB_5G_1000', false],
      ['MOB_PUHE', false],
    ],
  },
  {
    id: 'MV_NUMBER',
    root: 'MOBILE_VOICE',
    name: 'Numero',
    parent: 'MV_PLAN',
    min: 1,
    max: 1,
    priority: 10,
    products: [
      ['NUM_NEW', true],
      ['NUM_PORT', false],
      ['NUM_CSN', false],
    ],
  },
  {
    id: 'MV_SIM',
    root: 'MOBILE_VOICE',
    name: 'SIM',
    parent: 'MV_PLAN',
    min: 1,
    max: 1,
    priority: 20,
    products: SIM_CHOICE,
  },
  {
    id: 'MV_DATA',
    root: 'MOBILE_VOICE',
    name: 'Datapaketit',
    parent: 'MV_PLAN',
    min: 0,
    max: 1,
    priority: 30,
    products: [
      ['DATA_EU_10', false],
      ['DATA_WORLD_1', false],
    ],
    requires: ['MOB_5G_100', 'MOB_5G_300', 'MOB_PUHE'],
  },
  {
    id: 'MV_VOICE',
    root: 'MOBILE_VOICE',
    name: 'Puhepaketit',
    parent: 'MV_PLAN',
    min: 0,
    max: 1,
    priority: 40,
    products: [
      ['VOICE_NORDIC', false],
      ['VOICE_WORLD', false],
    ],
    requires: ['MOB_5G_100', 'MOB_5G_300', 'MOB_PUHE'],
  },
  {
    id: 'MV_BARRING',
    root: 'MOBILE_VOICE',
    name: 'Estot',
    parent: 'MV_PLAN',
    min: 0,
    max: 4,
    priority: 50,
    products: [
      ['BAR_PREMIUM', true],
      ['BAR_INTL', false],
      ['BAR_ROAMING', false],
      ['BAR_DATA_ROAMING', false],
    ],
  },
  {
    // Offered only to a company that has activated the mobile certificate service (`offeredTo`).
    id: 'MV_CERT',
    root: 'MOBILE_VOICE',
    name: 'Varmenteet',
    parent: 'MV_PLAN',
    min: 0,
    max: 1,
    priority: 60,
    products: [['MOBILE_CERT', false]],
  },
  {
    id: 'MBB_PLAN',
    root: 'MOBILE_BROADBAND',
    name: 'Liittymä',
    parent: null,
    min: 1,
    max: 1,
    priority: 0,
    products: [
      ['MBB_5G_300', false],
      ['MBB_5G_1000', false],
    ],
  },
  {
    id: 'MBB_NUMBER',
    root: 'MOBILE_BROADBAND',
    name: 'Numero',
    parent: 'MBB_PLAN',
    min: 1,
    max: 1,
    priority: 10,
    products: [['NUM_DATA', true]],
  },
  {
    id: 'MBB_SIM',
    root: 'MOBILE_BROADBAND',
    name: 'SIM',
    parent: 'MBB_PLAN',
    min: 1,
    max: 1,
    priority: 20,
    products: SIM_CHOICE,
  },
  {
    id: 'FBB_PLAN',
    root: 'FIXED_BROADBAND',
    name: 'Liittymä',
    parent: null,
    min: 1,
    max: 1,
    priority: 0,
    products: [['FBB_KUITU_300', false]],
  },
  {
    id: 'VPBX_PLAN',
    root: 'SWITCHBOARD',
    name: 'Käyttäjä',
    parent: null,
    min: 1,
    max: 1,
    priority: 0,
    products: [['VPBX_USER', false]],
  },
  {
    id: 'VPBX_NUMBER',
    root: 'SWITCHBOARD',
    name: 'Numero',
    parent: 'VPBX_PLAN',
    min: 1,
    max: 1,
    priority: 10,
    products: [['NUM_FIXED', true]],
  },
  {
    id: 'VPBX_FEATURES',
    root: 'SWITCHBOARD',
    name: 'Lisäpalvelut',
    parent: 'VPBX_PLAN',
    min: 0,
    max: 2,
    priority: 20,
    products: [
      ['VPBX_QUEUE', false],
      ['VPBX_RECORDING', false],
    ],
  },
  {
    id: 'DEVICE_MAIN',
    root: 'DEVICE',
    name: 'Laite',
    parent: null,
    min: 1,
    max: 1,
    priority: 0,
    products: DEVICES.map((code): [string, boolean] => [code, false]),
  },
  {
    id: 'DEVICE_SERVICES',
    root: 'DEVICE',
    name: 'Palvelut',
    parent: 'DEVICE_MAIN',
    min: 0,
    max: 2,
    priority: 10,
    products: [
      ['DEVICE_CARE', false],
      ['DEVICE_SETUP', false],
    ],
    requires: PHONES_AND_TABLETS,
  },
];

/**
 * The catalogue's rules between a mobile subscription's components (§7 /restrictions, /prerequisites,
 * /modifications): barred roaming leaves no use for roaming packages, barred international calls none for
 * international minutes; international minutes are sold only with the premium-number barring; and barring
 * all roaming replaces the barring of data roaming outside the EU.
 */
export const DEMO_PRODUCT_RULES: { root: string; kind: string; product: string; target: string }[] = [
  { root: 'MOBILE_VOICE', kind: 'EXCLUDES', product: 'BAR_ROAMING', target: 'DATA_EU_10' },
  { root: 'MOBILE_VOICE', kind: 'EXCLUDES', product: 'BAR_ROAMING', target: 'DATA_WORLD_1' },
  { root: 'MOBILE_VOICE', kind: 'EXCLUDES', product: 'BAR_DATA_ROAMING', target: 'DATA_WORLD_1' },
  { root: 'MOBILE_VOICE', kind: 'EXCLUDES', product: 'BAR_INTL', target: 'VOICE_WORLD' },
  { root: 'MOBILE_VOICE', kind: 'REQUIRES', product: 'VOICE_WORLD', target: 'BAR_PREMIUM' },
  { root: 'MOBILE_VOICE', kind: 'MODIFIES', product: 'BAR_ROAMING', target: 'BAR_DATA_ROAMING' },
];

/** A characteristic: `[product, code, name, type, mandatory, rule, extra]`. */
export interface DemoCharacteristic {
  product: string;
  code: string;
  name: string;
  type: 'TEXT' | 'CHOICE' | 'YES_NO' | 'NUMBER';
  mandatory?: boolean;
  editable?: boolean;
  rule?: string;
  maxLength?: number;
  minValue?: number;
  maxValue?: number;
  defaultValue?: string;
  choices?: { code: string; name: string }[];
  priority: number;
  /** The composite this one is a component of. */
  parent?: string;
  /** Set, a composite of at most this many rows. */
  maxEntries?: number;
  standardEntries?: Record<string, string>[];
}

const userCharacteristics = (product: string): DemoCharacteristic[] => [
  {
    product,
    code: 'userName',
    name: 'Käyttäjän nimi',
    type: 'TEXT',
    mandatory: true,
    rule: 'NAME',
    maxLength: 100,
    priority: 1,
  },
  { product, code: 'costCenter', name: 'Kustannuspaikka', type: 'TEXT', maxLength: 40, priority: 2 },
];
const newNumber = (product: string): DemoCharacteristic[] => [
  { product, code: 'number', name: 'Numero', type: 'TEXT', rule: 'MOBILE_WITH_CODE', priority: 1 },
  { product, code: 'primaryNumber', name: 'Ensisijainen numero', type: 'YES_NO', priority: 9 },
];

export const DEMO_CHARACTERISTICS: DemoCharacteristic[] = [
  ...['MOB_5G_100', 'MOB_5G_300', 'MOB_5G_1000', 'MOB_PUHE', 'VPBX_USER'].flatMap(userCharacteristics),
  ...APN_PRODUCTS.flatMap(apnCharacteristics),
  {
    product: 'VPBX_USER',
    code: 'email',
    name: 'Käyttäjän sähköposti',
    type: 'TEXT',
    mandatory: true,
    rule: 'EMAIL',
    priority: 3,
  },
  {
    product: 'VPBX_USER',
    code: 'sipAddress',
    name: 'SIP-osoite',
    type: 'TEXT',
    rule: 'SIP_ADDRESS',
    priority: 4,
  },
  ...newNumber('NUM_NEW'),
  ...newNumber('NUM_CSN'),
  ...newNumber('NUM_DATA'),
  ...newNumber('NUM_FIXED'),
  {
    product: 'NUM_PORT',
    code: 'number',
    name: 'Siirrettävä numero',
    type: 'TEXT',
    rule: 'MOBILE_WITH_CODE',
    priority: 1,
  },
  {
    product: 'NUM_PORT',
    code: 'ownerChange',
    name: 'Omistajanvaihdos',
    type: 'YES_NO',
    defaultValue: 'NO',
    priority: 2,
  },
  {
    product: 'NUM_PORT',
    code: 'contactName',
    name: 'Yhteyshenkilö',
    type: 'TEXT',
    rule: 'NAME',
    priority: 3,
  },
  {
    product: 'NUM_PORT',
    code: 'contactPhone',
    name: 'Yhteyshenkilön puhelin',
    type: 'TEXT',
    rule: 'PHONE',
    priority: 4,
  },
  {
    product: 'NUM_PORT',
    code: 'signer',
    name: 'Valtakirjan allekirjoittaja',
    type: 'TEXT',
    rule: 'NAME',
    priority: 5,
  },
  {
    product: 'SIM_CARD',
    code: 'ICCID',
    name: 'ICCID (oma SIM-kortti)',
    type: 'TEXT',
    rule: 'ICCID',
    priority: 1,
  },
  {
    product: 'ESIM',
    code: 'esimEmail',
    name: 'Sähköposti eSIM-QR-koodille',
    type: 'TEXT',
    mandatory: true,
    rule: 'EMAIL',
    priority: 1,
  },
  {
    product: 'FBB_KUITU_300',
    code: 'installationAddress',
    name: 'Asennusosoite',
    type: 'TEXT',
    mandatory: true,
    rule: 'FREE_TEXT',
    maxLength: 100,
    priority: 1,
  },
  {
    product: 'FBB_KUITU_300',
    code: 'contactPhone',
    name: 'Yhteyshenkilön puhelin',
    type: 'TEXT',
    mandatory: true,
    rule: 'PHONE',
    priority: 2,
  },
  {
    product: 'FBB_KUITU_300',
    code: 'fixedTermContract',
    name: 'Määräaikainen sopimus',
    type: 'CHOICE',
    mandatory: true,
    defaultValue: '24',
    choices: [
      { code: '0', name: 'Toistaiseksi voimassa' },
      { code: '12', name: '12 kuukautta' },
      { code: '24', name: '24 kuukautta' },
    ],
    priority: 3,
  },
];
