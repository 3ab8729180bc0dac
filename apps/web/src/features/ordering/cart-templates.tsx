import type { Cart, CartTemplate } from '@kaista/domain/ordering';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { HttpError } from '../../lib/http/http-error';
import { ConfirmDialog, Notification } from '../../ui';
import { useCartOwner } from './cart-queries';
import { cartRefusalKey } from './cart-refusal';
import { cartTemplatesQuery, useRemoveTemplate, useStartFromTemplate } from './cart-template-queries';
import { TemplateRow } from './template-row';
import styles from './ordering.module.css';

/** The company's cart templates on the order page: each adds its lines to the cart, or is removed. */
export function CartTemplates({ cart }: { cart: Cart | null }) {
  const { t } = useTranslation();
  const owner = useCartOwner();
  const templates = useQuery(cartTemplatesQuery(owner));
  const start = useStartFromTemplate();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<CartTemplate | null>(null);
  // Above the early return: the section goes when its last template is removed, and that removal must still
  // close its dialog (a mutation's own callbacks are dropped once its component unmounts).
  const remove = useRemoveTemplate();
  if (!templates.data || templates.data.templates.length === 0) return null;

  async function startFrom(template: CartTemplate) {
    setFailure(null);
    try {
      await start.mutateAsync({ cart, input: template.id });
      void navigate('cart');
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      setFailure(cartRefusalKey(error));
    }
  }

  return (
    <section aria-labelledby="templates-title" className={styles.detailsSection}>
      <h2 id="templates-title" className={styles.sectionTitle}>
        {t('ordering.template.title')}
      </h2>
      {failure ? (
        <Notification type="error" isLive>
          {t(failure)}
        </Notification>
      ) : null}
      <ul className={styles.lines}>
        {templates.data.templates.map((template) => (
          <TemplateRow
            key={template.id}
            template={template}
            isStarting={start.isPending && start.variables?.input === template.id}
            onStart={() => void startFrom(template)}
            onRemove={() => setRemoving(template)}
          />
        ))}
      </ul>
      <ConfirmDialog
        isOpen={removing !== null}
        onOpenChange={(open) => (open ? null : setRemoving(null))}
        title={t('ordering.template.remove-title')}
        confirmLabel={t('ordering.template.remove-short')}
        isPending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSettled: () => setRemoving(null),
          })
        }
      >
        {t('ordering.template.remove-text', { name: removing?.name ?? '' })}
      </ConfirmDialog>
    </section>
  );
}
