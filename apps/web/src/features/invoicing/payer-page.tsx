import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { InlineFormArea } from '../../lib/forms/inline-form-area';
import { useInlineFormFocus } from '../../lib/forms/use-inline-form-focus';
import { HttpError } from '../../lib/http/http-error';
import { useCompanyId } from '../../lib/routing/company-id';
import { useHandedOnce } from '../../lib/routing/use-handed-once';
import {
  BackLink,
  Button,
  DetailFailure,
  LoadingPlaceholder,
  Notification,
  Page,
  PageHeader,
} from '../../ui';
import { PayerFacts } from './payer-facts';
import { PayerForm } from './payer-form';
import { payerQuery, useUpdatePayer } from './payer-queries';
import { ChangedMeanwhile } from './changed-meanwhile';
import { useInvoicingAccess } from './use-invoicing-access';

/** §2 /{companyId}/payers/{payerId}: the agreement, and its form when §9 lets agreements be modified. */
export function PayerPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const payerId = useParams().payerId ?? '';
  const [created, endCreated] = useHandedOnce<boolean>('created');
  const payer = useQuery(payerQuery(companyId, payerId));
  const canModify = useInvoicingAccess(companyId, 'modifyPayer');
  const [isEditing, setEditing] = useState(false);
  const formArea = useInlineFormFocus(isEditing || null);
  const update = useUpdatePayer(companyId, payerId, payer.data?.version ?? 0);
  const stale = update.error instanceof HttpError && update.error.status === 412;

  const back = <BackLink to="..">{t('invoicing.payer.back')}</BackLink>;

  if (payer.isPending) return <LoadingPlaceholder label={t('invoicing.loading')} variant="page" />;
  if (payer.isError)
    return (
      <DetailFailure
        error={payer.error}
        notFound={t('invoicing.payer.not-found')}
        back={back}
        onRetry={() => void payer.refetch()}
      />
    );

  return (
    <Page labelledBy="payer-title">
      {back}
      <PageHeader
        id="payer-title"
        title={payer.data.name}
        actions={
          canModify && !isEditing ? (
            <Button
              variant="secondary"
              onPress={() => {
                endCreated();
                setEditing(true);
              }}
            >
              {t('invoicing.payer.modify')}
            </Button>
          ) : null
        }
      />
      {created ? <Notification type="success">{t('invoicing.payer.created')}</Notification> : null}
      {stale ? (
        <ChangedMeanwhile
          onReload={() => {
            update.reset();
            setEditing(false);
            void payer.refetch();
          }}
        />
      ) : null}
      <InlineFormArea ref={formArea} onEscape={() => setEditing(false)}>
        {isEditing ? (
          <PayerForm
            key={payer.data.version}
            payer={payer.data}
            submitLabel={t('invoicing.payer.save')}
            isBusy={update.isPending}
            onSubmit={async (values) => {
              await update.mutateAsync(values);
              setEditing(false);
            }}
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
          />
        ) : (
          <PayerFacts payer={payer.data} />
        )}
      </InlineFormArea>
    </Page>
  );
}
