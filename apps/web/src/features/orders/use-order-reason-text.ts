import type { OrderReasonCode } from '@kaista/domain/orders';
import { useTranslation } from '../../lib/i18n/use-translation';

interface ExplainedReason {
  reason: string | null;
  code: OrderReasonCode | null;
  params: Record<string, string>;
}

/**
 * Why an order stopped, in the reader's language when the case is a known one; otherwise the order system's
 * own words as they came. Null when no reason was given.
 */
export function useOrderReasonText(): (explained: ExplainedReason) => string | null {
  const { t } = useTranslation();
  return ({ reason, code, params }) => (code ? t(`orders.reason.${code}`, params) : reason);
}
