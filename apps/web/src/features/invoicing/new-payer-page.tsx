import type { Payer } from '@kaista/domain/invoices';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useNavigate } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { Notification, Page, PageHeader } from '../../ui';
import { PayerForm } from './payer-form';
import { useCreatePayer } from './payer-queries';
import { useInvoicingAccess } from './use-invoicing-access';

/**
 * §2 /{companyId}/payers/new. The agreement added opens for whoever may read agreements; one who may only add
 * them (§6) is told its billing account here, with an empty form for the next.
 */
export function NewPayerPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const navigate = useNavigate();
  const create = useCreatePayer(companyId);
  const mayRead = useInvoicingAccess(companyId, 'readPayers');
  const [added, setAdded] = useState<Payer | null>(null);
  return (
    <Page labelledBy="new-payer-title">
      <PageHeader id="new-payer-title" title={t('shell.nav.new-payer')} />
      {added ? (
        <Notification type="success">
          {t('invoicing.payer.created-named', { name: added.name, number: added.number })}
        </Notification>
      ) : null}
      <PayerForm
        key={added?.id}
        submitLabel={t('invoicing.payer.create')}
        isBusy={create.isPending}
        onSubmit={async (values) => {
          const payer = await create.mutateAsync(values);
          if (mayRead)
            void navigate(`../${payer.id}`, { relative: 'path', replace: true, state: { created: true } });
          else setAdded(payer);
        }}
      />
    </Page>
  );
}
