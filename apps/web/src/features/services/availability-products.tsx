import { broadbandOrderSearch } from '@kaista/domain/ordering';
import {
  addressText,
  type AvailabilityAddress,
  type AvailabilityAnswer,
  type AvailableProduct,
} from '@kaista/domain/services';
import { formatCents, toLanguage } from '@kaista/domain/shared/formatting';
import { menuRequirement } from '@kaista/domain/shared/roles';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Link } from 'react-router';
import { useCompanyId } from '../../lib/routing/company-id';
import { useAccess } from '../../lib/routing/use-access';
import { DataTable, type DataTableColumn } from '../../ui';
import styles from './availability.module.css';
import services from './services.module.css';

/** The chosen address's line, and the products it can have with a way to order each. */
export function AvailabilityProducts({ answer, speed }: { answer: AvailabilityAnswer; speed?: number }) {
  const { t } = useTranslation();
  const { address, access, products } = answer;
  const columns = useProductColumns(address);
  return (
    <>
      <p className={styles.fact}>
        <strong>{addressText(address)}</strong>
      </p>
      <p className={styles.fact}>
        {t('services.availability.access', {
          technology: t(`services.availability.technology.${access.technology}`),
          down: access.maxDownMbps,
          up: access.maxUpMbps,
        })}
      </p>
      {products.length === 0 ? (
        <p className={styles.muted}>
          {t(speed ? 'services.availability.none-at-speed' : 'services.availability.none-here')}
        </p>
      ) : (
        <DataTable
          columns={columns}
          rows={products}
          rowKey={(product) => product.productCode}
          caption={t('services.availability.products')}
        />
      )}
    </>
  );
}

function useProductColumns(address: AvailabilityAddress): DataTableColumn<AvailableProduct>[] {
  const { t, i18n } = useTranslation();
  const companyId = useCompanyId();
  const mayOrder = useAccess(menuRequirement('new-order'));
  const language = toLanguage(i18n.language);
  const columns: DataTableColumn<AvailableProduct>[] = [
    { id: 'name', header: t('services.availability.product'), cell: (product) => product.name },
    {
      id: 'technology',
      header: t('services.availability.technology-column'),
      cell: (product) => t(`services.availability.technology.${product.technology}`),
    },
    {
      id: 'speed',
      header: t('services.availability.speed-column'),
      cell: (product) =>
        t('services.availability.speed-value', { down: product.downMbps, up: product.upMbps }),
    },
    {
      id: 'monthly',
      header: t('services.availability.monthly'),
      cell: (product) =>
        product.monthlyCents === null
          ? '–'
          : `${formatCents(product.monthlyCents, language)} / ${t('services.month')}`,
    },
  ];
  if (!mayOrder) return columns;
  return [
    ...columns,
    {
      id: 'order',
      header: t('services.availability.order-column'),
      cell: (product) => (
        <Link
          className={services.link}
          to={`/${companyId}/order/new?${broadbandOrderSearch(address)}`}
          aria-label={t('services.availability.order-named', { name: product.name })}
        >
          {t('services.availability.order')}
        </Link>
      ),
    },
  ];
}
