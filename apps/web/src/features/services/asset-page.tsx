import {
  ASSET_LIMITS,
  SERVICE_ACCESS,
  assetRepairRefusal,
  formatServiceNumber,
  repairAssetSchema,
  underWarranty,
  type AssetDetail,
} from '@kaista/domain/services';
import { formatDate, formatDateTime, toHelsinkiIsoDate } from '@kaista/domain/shared/formatting';
import { fieldIssueOf } from '@kaista/domain/shared/validation';
import { useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useCheckedText } from '../../lib/forms/use-checked-text';
import { HttpError } from '../../lib/http/http-error';
import { useCompanyId } from '../../lib/routing/company-id';
import { useAccess } from '../../lib/routing/use-access';
import {
  BackLink,
  Button,
  DetailFailure,
  FactsList,
  LoadingPlaceholder,
  Notification,
  Page,
  PageHeader,
  TextField,
} from '../../ui';
import { ActionError } from './action-error';
import { assetQuery, useRepairAsset } from './asset-queries';
import { AssetStatusChip } from './asset-status';
import styles from './services.module.css';

/** §4 repair asset: the fault in the user's words; the asset goes to REPAIR with a REPAIR_ORDER. */
function RepairForm({ companyId, asset }: { companyId: string; asset: AssetDetail }) {
  const { t } = useTranslation();
  const fault = useCheckedText('', (text) => fieldIssueOf(repairAssetSchema, 'fault', text));
  const repair = useRepairAsset(companyId, asset);
  const serverIssue = repair.error instanceof HttpError ? repair.error.fieldErrors.fault : undefined;
  const issue = fault.field.issue ?? serverIssue;
  return (
    <form
      className={styles.actionForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (fault.isReady()) repair.mutate(fault.value.trim());
      }}
    >
      <h2>{t('services.asset.repair.title')}</h2>
      <p className={styles.muted}>
        {underWarranty(asset.warrantyEnd, toHelsinkiIsoDate(new Date()))
          ? t('services.asset.repair.under-warranty')
          : t('services.asset.repair.no-warranty')}
      </p>
      <TextField
        {...fault.field}
        label={t('services.asset.repair.fault')}
        isMultiline
        rows={3}
        isRequired
        maxLength={ASSET_LIMITS.faultMax}
        errorMessage={issue ? t(issue, { max: ASSET_LIMITS.faultMax }) : undefined}
      />
      <div className={styles.buttons}>
        <Button type="submit" isLoading={repair.isPending}>
          {t('services.asset.repair.submit')}
        </Button>
      </div>
      {serverIssue ? null : <ActionError error={repair.error} />}
    </form>
  );
}

/** §2 /assets/{assetId}: what the device is, whose it is, its subscription and warranty, and its repair. */
export function AssetPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const assetId = useParams().assetId ?? '';
  const asset = useQuery(assetQuery(companyId, assetId));
  const mayRepair = useAccess(SERVICE_ACCESS.repairAsset);
  const readsServices = useAccess(SERVICE_ACCESS.read);

  const back = <BackLink to="..">{t('services.asset.back')}</BackLink>;

  if (asset.isPending) return <LoadingPlaceholder label={t('services.loading')} variant="page" />;
  if (asset.isError)
    return (
      <DetailFailure
        error={asset.error}
        notFound={t('services.asset.not-found')}
        back={back}
        onRetry={() => void asset.refetch()}
      />
    );
  const data = asset.data;
  const none = '–';
  const facts: [string, ReactNode][] = [
    [t('services.asset.field.status'), <AssetStatusChip key="s" status={data.status} />],
    [t('services.asset.field.product'), `${data.productName} (${data.productCode})`],
    [t('services.asset.field.group'), t(`services.asset.group.${data.productGroup}`)],
    // A phone has an IMEI beside its serial number; an accessory has only the serial number.
    ...(data.imei ? [[t('services.asset.field.imei'), data.imei] as [string, ReactNode]] : []),
    [t('services.asset.field.serial'), data.serialNumber],
    [t('services.asset.field.user'), data.userName ?? none],
    [
      t('services.asset.field.service'),
      data.service ? (
        readsServices ? (
          <Link key="l" to={`/${companyId}/services/${data.service.id}`}>
            {formatServiceNumber(data.service.number)}
          </Link>
        ) : (
          formatServiceNumber(data.service.number)
        )
      ) : (
        none
      ),
    ],
    [t('services.asset.field.purchased'), formatDate(data.purchasedOn)],
    [t('services.asset.field.warranty'), data.warrantyEnd ? formatDate(data.warrantyEnd) : none],
  ];
  if (data.status === 'REPAIR' && data.repairFault) {
    facts.push([t('services.asset.field.fault'), data.repairFault]);
    if (data.repairRequestedAt)
      facts.push([t('services.asset.field.repair-requested'), formatDateTime(data.repairRequestedAt)]);
  }
  const refusal = assetRepairRefusal(data.status);

  return (
    <Page labelledBy="asset-title">
      {back}
      <PageHeader
        id="asset-title"
        title={`${data.productName}${data.userName ? ` · ${data.userName}` : ''}`}
      />
      <div className={styles.layout}>
        <section className={styles.section} aria-labelledby="asset-facts">
          <h2 id="asset-facts">{t('services.details')}</h2>
          <FactsList wideTerms stackOnNarrow>
            {facts.map(([term, value]) => (
              <Fragment key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </FactsList>
        </section>
        <div className={styles.actionsRegion} aria-label={t('services.actions')} role="region">
          {data.status === 'REPAIR' ? (
            <Notification type="info">{t('services.asset.repair.in-repair')}</Notification>
          ) : mayRepair && !refusal ? (
            <RepairForm key={data.version} companyId={companyId} asset={data} />
          ) : (
            <p className={styles.muted}>{t('services.asset.no-actions')}</p>
          )}
        </div>
      </div>
    </Page>
  );
}
