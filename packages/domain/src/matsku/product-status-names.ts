import type { CodeNames } from '../shared/formatting/code-names';
import type { ProductStatus } from './matsku-enums';

/** A shop product's status as the product admin and the audit log name it. */
export const PRODUCT_STATUS_NAMES: CodeNames<ProductStatus> = {
  online: { fi: 'Myynnissä', en: 'Online', sv: 'Online' },
  offline: { fi: 'Poissa myynnistä', en: 'Offline', sv: 'Offline' },
  pending: { fi: 'Odottaa', en: 'Pending', sv: 'Väntar' },
};
