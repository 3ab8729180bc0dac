import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { Page, PageHeader } from '../../ui';
import { PayerForm } from './payer-form';
import { useCreatePayer } from './payer-queries';

/** §2 /{companyId}/payers/new. */
export function NewPayerPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const create = useCreatePayer(companyId);
  return (
    <Page labelledBy="new-payer-title">
      <PageHeader id="new-payer-title" title={t('shell.nav.new-payer')} />
      <PayerForm
        submitLabel={t('invoicing.payer.create')}
        isBusy={create.isPending}
        onSubmit={async (values) => {
          const payer = await create.mutateAsync(values);
          void navigate(`../${payer.id}`, { relative: 'path', state: { created: true } });
        }}
      />
    </Page>
  );
}
