import type { EmailMessage } from '../../integrations/email/email-gateway';
import type { CompanyAccess } from '../../plugins/session/company-scope';
import type { Plan } from './bulk-orders-plan';

/** The order confirmation to the orderer, as a cart's confirmation contacts get theirs. */
export function bulkOrderConfirmation(
  access: CompanyAccess,
  order: { id: string; orderNumber: number; companyId: string; monthlyCents: number },
  plan: Plan,
): EmailMessage {
  const euros = (cents: number) => `${(cents / 100).toFixed(2).replace('.', ',')} €`;
  const lines = plan.rows
    .map(({ row, product }) =>
      `- ${row.rowNumber}: ${product?.name ?? row.values.package} ${row.number ?? ''}`.trimEnd(),
    )
    .join('\n');
  return {
    to: access.user.email,
    subject: `Tilausvahvistus ${order.orderNumber} / Order confirmation ${order.orderNumber}`,
    text:
      `Joukkotilauksesi ${order.orderNumber} (${plan.rows.length} riviä) on vastaanotettu. / ` +
      `Your bulk order ${order.orderNumber} (${plan.rows.length} lines) was received.\n\n` +
      `${lines}\n\n` +
      `Kuukausimaksut / Monthly: ${euros(order.monthlyCents)}\n\n` +
      `Kaista: /${order.companyId}/orders/${order.id}`,
  };
}
