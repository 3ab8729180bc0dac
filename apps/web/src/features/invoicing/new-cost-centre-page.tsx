import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { Page, PageHeader } from '../../ui';
import { CostCentreForm } from './cost-centre-form';
import { useCreateCostPool } from './payer-queries';

/** §2 /{companyId}/cost-centers/new: a name unique in the company (§8 PARTY_EXISTS_WITH_NAME on the name). */
export function NewCostCentrePage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const create = useCreateCostPool(companyId);

  return (
    <Page labelledBy="new-cost-centre-title">
      <PageHeader id="new-cost-centre-title" title={t('shell.nav.new-cost-center')} />
      <CostCentreForm
        submitLabel={t('invoicing.cost-centre.create')}
        isBusy={create.isPending}
        onSubmit={async (values) => {
          const pool = await create.mutateAsync(values);
          void navigate('..', { relative: 'path', replace: true, state: { created: pool.name } });
        }}
      />
    </Page>
  );
}
