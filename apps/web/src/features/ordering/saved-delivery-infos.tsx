import { deliveryInfoCalls, type DeliveryInfo } from '@kaista/domain/ordering';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { queryApi, sendApi } from '../../lib/api/call-api';
import { Dropdown } from '../../ui';
import { orderingKeys } from './ordering-keys';
import { useCartOwner } from './cart-queries';
import { SaveForLater } from './save-for-later';
import styles from './ordering.module.css';

/**
 * §7 GET and POST /deliveryinfos beside the cart's delivery form: the company's saved addresses to fill the
 * form from, and the form's address saved among them for the next order (checked by the form's rules first).
 */
export function SavedDeliveryInfos({
  onPick,
  current,
}: {
  onPick: (info: DeliveryInfo) => void;
  /** The form's address when it passes its rules (the form then shows what is wrong), else null. */
  current: () => Promise<DeliveryInfo | null>;
}) {
  const { t } = useTranslation();
  const owner = useCartOwner();
  const client = useQueryClient();
  const key = [...orderingKeys.company(owner.id), 'deliveryinfos'] as const;
  const saved = useQuery({
    queryKey: key,
    // A helper beside the form: when it cannot be read the form is still there, so no notice.
    queryFn: ({ signal }) =>
      queryApi(deliveryInfoCalls.search, { params: owner, query: {} }, signal, { silent: true }),
  });
  const save = useMutation({
    mutationFn: (body: DeliveryInfo) =>
      sendApi(deliveryInfoCalls.create, { params: owner, body }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: key }),
  });
  const [picked, setPicked] = useState<string | null>(null);
  const items = saved.data?.items ?? [];
  return (
    <div className={styles.form}>
      {items.length > 0 ? (
        <Dropdown
          label={t('ordering.details.saved-addresses')}
          placeholder={t('ordering.details.choose-saved-address')}
          options={items.map((item) => ({
            id: item.uid,
            label: `${item.recipient}, ${item.street}, ${item.postalNumber} ${item.city}`,
          }))}
          value={picked}
          onChange={(id) => {
            setPicked(id);
            const item = items.find((candidate) => candidate.uid === id);
            if (!item) return;
            const { uid: _uid, ...info } = item;
            onPick(info);
          }}
        />
      ) : null}
      <SaveForLater
        current={current}
        save={save}
        label={t('ordering.details.save-address')}
        savedText={t('ordering.details.address-saved')}
        failureText={t('error.generic')}
      />
    </div>
  );
}
