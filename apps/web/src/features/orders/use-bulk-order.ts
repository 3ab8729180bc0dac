import { bulkOrderCalls, type BulkCheck } from '@kaista/domain/orders';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useUploads } from '../../lib/forms/use-uploads';
import { uploadFile } from '../../lib/http/upload-file';
import { notify } from '../../lib/notifications/notification-store';
import { useOrderRequestsPath } from '../../lib/routing/order-requests-path';
import { BULK_RULES, UPLOAD_OPTIONS } from './bulk-order-rules';
import { orderKeys, type OrderOwner } from './orders-queries';

/**
 * The bulk file's two steps: choosing it checks it at once (a dry run), and submitting orders it, or sends it
 * to the approvers as an order request when the rules ask for approval.
 */
export function useBulkOrder(owner: OrderOwner) {
  const { t } = useTranslation();
  const requestsPath = useOrderRequestsPath(owner.id);
  const navigate = useNavigate();
  const client = useQueryClient();
  const uploads = useUploads(BULK_RULES);
  const [checked, setChecked] = useState<BulkCheck | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const current = uploads.files[0];

  const choose = (chosen: File[]) => {
    for (const file of uploads.files) uploads.remove(file.key);
    setChecked(null);
    const added = uploads.add(chosen.slice(0, 1));
    void uploads.send(
      async (file, onProgress) =>
        setChecked(
          await uploadFile(bulkOrderCalls.check, { params: owner }, file, onProgress, UPLOAD_OPTIONS),
        ),
      added,
    );
  };

  const submit = async () => {
    if (!current) return;
    setSubmitting(true);
    let orderId: string | null = null;
    let orderNumber = '';
    type Requested = { number: string; approvers: string };
    let requested: Requested | null = null as Requested | null;
    const sent = await uploads.send(
      async (file, onProgress) => {
        const answer = await uploadFile(
          bulkOrderCalls.submit,
          { params: owner },
          file,
          onProgress,
          UPLOAD_OPTIONS,
        );
        if ('approvalRequired' in answer)
          requested = { number: answer.orderRequestNumber, approvers: answer.approverNames.join(', ') };
        else {
          orderId = answer.orderId;
          orderNumber = answer.orderNumber;
        }
      },
      [current],
    );
    setSubmitting(false);
    if (sent && requested) {
      // The order needs approval: the file went to the rules' approvers as an order request.
      notify({
        type: 'success',
        text: t('orders.bulk.requested', { number: requested.number, approvers: requested.approvers }),
      });
      void navigate(requestsPath, { replace: true });
      return;
    }
    if (!sent || !orderId) return;
    await client.invalidateQueries({ queryKey: orderKeys.company(owner.id) });
    notify({ type: 'success', text: t('orders.bulk.submitted', { number: orderNumber }) });
    void navigate(`/${owner.id}/orders/${orderId}`, { replace: true });
  };

  return { uploads, current, checked, submitting, choose, submit };
}
