import { SERVICE_ACCESS } from '@kaista/domain/services';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useParams } from 'react-router';
import { InlineFormArea } from '../../lib/forms/inline-form-area';
import { useInlineFormFocus } from '../../lib/forms/use-inline-form-focus';
import { HttpError } from '../../lib/http/http-error';
import { useCompanyId } from '../../lib/routing/company-id';
import { useAccess } from '../../lib/routing/use-access';
import {
  BackLink,
  Button,
  DetailFailure,
  FactsList,
  LinkTiles,
  LoadingPlaceholder,
  Page,
  PageHeader,
} from '../../ui';
import { CostCentreForm } from './cost-centre-form';
import { costPoolQuery, useUpdateCostPool } from './payer-queries';
import { ChangedMeanwhile } from './changed-meanwhile';
import { useInvoicingAccess } from './use-invoicing-access';

/**
 * /{companyId}/cost-centers/{costPoolId}: a cost centre, and its form for whoever may write cost centres, so a
 * name typed wrong or grown out of is put right (the same rules as when it was added).
 */
export function CostCentrePage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const costPoolId = useParams().costPoolId ?? '';
  const pool = useQuery(costPoolQuery(companyId, costPoolId));
  const canModify = useInvoicingAccess(companyId, 'modifyCostPool');
  const readsInvoices = useInvoicingAccess(companyId, 'readInvoices');
  const readsServices = useAccess(SERVICE_ACCESS.read);
  const [isEditing, setEditing] = useState(false);
  const formArea = useInlineFormFocus(isEditing || null);
  const update = useUpdateCostPool(companyId, costPoolId, pool.data?.version ?? 0);
  const stale = update.error instanceof HttpError && update.error.status === 412;
  // What the cost centre gathers, each for whoever may read it.
  const related = [
    readsServices && {
      id: 'services',
      title: t('invoicing.cost-centre.services'),
      href: `/${companyId}/services?costCentreId=${costPoolId}`,
    },
    readsInvoices && {
      id: 'invoices',
      title: t('invoicing.cost-centre.invoices'),
      href: `/${companyId}/invoices?costPoolId=${costPoolId}`,
    },
  ].filter((tile) => tile !== false);

  const back = <BackLink to="..">{t('invoicing.cost-centre.back')}</BackLink>;

  if (pool.isPending) return <LoadingPlaceholder label={t('invoicing.loading')} variant="page" />;
  if (pool.isError)
    return (
      <DetailFailure
        error={pool.error}
        notFound={t('invoicing.cost-centre.not-found')}
        back={back}
        onRetry={() => void pool.refetch()}
      />
    );
  const close = () => {
    update.reset();
    setEditing(false);
  };

  return (
    <Page labelledBy="cost-centre-title">
      {back}
      <PageHeader
        id="cost-centre-title"
        title={pool.data.name}
        actions={
          canModify && !isEditing ? (
            <Button variant="secondary" onPress={() => setEditing(true)}>
              {t('invoicing.cost-centre.modify')}
            </Button>
          ) : null
        }
      />
      {stale ? (
        <ChangedMeanwhile
          onReload={() => {
            close();
            void pool.refetch();
          }}
        />
      ) : null}
      <InlineFormArea ref={formArea} onEscape={close}>
        {isEditing ? (
          <CostCentreForm
            key={pool.data.version}
            pool={pool.data}
            submitLabel={t('invoicing.cost-centre.save')}
            isBusy={update.isPending}
            onSubmit={async (values) => {
              await update.mutateAsync(values);
              setEditing(false);
            }}
            onCancel={close}
          />
        ) : (
          <FactsList mutedTerms wideTerms stackOnNarrow>
            <dt>{t('invoicing.cost-centre.description')}</dt>
            <dd>{pool.data.description ?? t('invoicing.cost-centre.no-description')}</dd>
          </FactsList>
        )}
      </InlineFormArea>
      <LinkTiles tiles={related} />
    </Page>
  );
}
