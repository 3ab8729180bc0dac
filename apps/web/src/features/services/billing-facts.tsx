import { INVOICE_ACCESS } from '@kaista/domain/invoices';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useAccess } from '../../lib/routing/use-access';

type Ref = { id: string; name: string } | null;

/** A service's cost centre and billing agreement, each a link to its page for whoever may open that page. */
export function useBillingFacts(companyId: string) {
  const { t } = useTranslation();
  const opensCostCentres = useAccess(INVOICE_ACCESS.costCentresPage);
  const opensPayers = useAccess(INVOICE_ACCESS.readPayers);
  const shown = (ref: Ref, path: string, mayOpen: boolean) =>
    !ref ? '–' : mayOpen ? <Link to={`/${companyId}/${path}/${ref.id}`}>{ref.name}</Link> : ref.name;
  return ({ costCentre, payer }: { costCentre: Ref; payer: Ref }): [string, ReactNode][] => [
    [t('services.field.cost-centre'), shown(costCentre, 'cost-centers', opensCostCentres)],
    [t('services.field.payer'), shown(payer, 'payers', opensPayers)],
  ];
}
