import type { Page } from '@kaista/domain/shared/api';

/** A list's total as its count line shows it: "> 10000" when the count stopped at its cap. */
export const pageTotal = ({ total, totalCapped }: Pick<Page<unknown>, 'total' | 'totalCapped'>): string =>
  totalCapped ? `> ${total}` : String(total);
