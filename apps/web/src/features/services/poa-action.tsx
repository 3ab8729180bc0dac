import { serviceCalls } from '@kaista/domain/services';
import { formatDate } from '@kaista/domain/shared/formatting';
import { useTranslation } from '../../lib/i18n/use-translation';
import { fetchFile } from '../../lib/api/fetch-file';
import { Notification, PoaForm } from '../../ui';
import type { ActionPanelProps } from './action-panel-props';
import { PoaList } from './poa-list';
import { showPoaRefusal } from './poa-refusal';
import { useCreatePoa } from './services-queries';

/**
 * §7 /poa: the holder of the number authorises the company. The paper is printed (a PDF) for the holder to
 * sign, and the power of attorney is recorded as pending; only a masked personal identity code is kept.
 */
function PowerOfAttorney({ companyId, service }: ActionPanelProps) {
  const { t } = useTranslation();
  const create = useCreatePoa(companyId, service.id);
  if (create.data)
    return (
      <Notification type="success">
        {t('services.poa.created', {
          name: create.data.holderName,
          date: formatDate(create.data.validUntil),
        })}
      </Notification>
    );
  return (
    <PoaForm
      textPrefix="services.poa"
      number={service.number}
      pdf={(body) =>
        fetchFile(serviceCalls.poaPdf, { params: { id: companyId, serviceId: service.id }, body })
      }
      create={create.mutateAsync}
      refusal={showPoaRefusal}
    />
  );
}

/** The power of attorney's form, and the service's powers of attorney with their signing results. */
export function PoaAction({ companyId, service }: ActionPanelProps) {
  const { t } = useTranslation();
  return (
    <>
      <PowerOfAttorney companyId={companyId} service={service} />
      <h3 id="service-poas">{t('services.poa.list.of-service')}</h3>
      <PoaList companyId={companyId} serviceId={service.id} headingId="service-poas" />
    </>
  );
}
