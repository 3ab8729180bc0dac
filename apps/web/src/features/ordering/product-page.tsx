import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link, useParams } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { useFeatureFlags } from '../../lib/routing/feature-flags';
import { DetailFailure, LoadingPlaceholder } from '../../ui';
import { useCartOwner } from './cart-queries';
import { offeringsQuery, preselectionsQuery, structureQuery } from './catalogue-queries';
import { ProductForm } from './product-form';

/** §2 /order/new/product/{code}: the offering with its child bundles (§4 choices) and the quantity. */
export function ProductPage() {
  const { t } = useTranslation();
  const companyId = useCompanyId();
  const { code = '' } = useParams();
  const offerings = useQuery(offeringsQuery(companyId, undefined));
  const offering = offerings.data?.offerings.find((candidate) => candidate.code === code);
  const structure = useQuery(structureQuery(companyId, offering?.rootBundleTemplateId ?? ''));
  // §9 product-preselections: the server says what choosing the offering pre-selects; else the page's rule.
  const preselecting = useFeatureFlags()['product-preselections'];
  const preselections = useQuery(
    preselectionsQuery(useCartOwner(), offering?.rootBundleTemplateId ?? '', code, preselecting),
  );
  if (
    offerings.isPending ||
    (offering && structure.isPending) ||
    (offering && preselecting && preselections.isPending)
  )
    return <LoadingPlaceholder label={t('ordering.loading')} />;
  const failure = offerings.error ?? (offering ? structure.error : null);
  if (failure || !offering || !structure.data)
    return (
      <DetailFailure
        title={t('shell.nav.new-order')}
        // null: the company's offerings hold no product of this code.
        error={failure}
        notFound={t('ordering.unknown-product')}
        back={
          <Link to="../.." relative="path">
            {t('ordering.browse')}
          </Link>
        }
        onRetry={() => void (offerings.isError ? offerings.refetch() : structure.refetch())}
      />
    );
  return (
    <ProductForm
      preselected={preselections.data?.products}
      structure={structure.data}
      code={code}
      name={offering.name}
      description={offering.description}
    />
  );
}
