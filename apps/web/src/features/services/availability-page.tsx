import { addressQuerySchema, availabilityCalls, type AvailabilityAddress } from '@kaista/domain/services';
import { formatCents, toLanguage } from '@kaista/domain/shared/formatting';
import { menuRequirement } from '@kaista/domain/shared/roles';
import { fieldIssues } from '@kaista/domain/shared/validation';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { queryApi, sendApi } from '../../lib/api/call-api';
import { useFieldErrorText } from '../../lib/forms/use-field-error-text';
import { useAccess } from '../../lib/routing/use-access';
import { useCompanyId } from '../../lib/routing/company-id';
import { Button, LoadingPlaceholder, Page, PageHeader, QueryContent, TextField } from '../../ui';
import styles from './services.module.css';

/** §2 /availability-search: find an address, see the products and speeds available there, order one. */
export function AvailabilityPage() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const companyId = useCompanyId();
  const mayOrder = useAccess(menuRequirement('new-order'));
  const [street, setStreet] = useState('');
  const [city, setCity] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorText = useFieldErrorText();
  const [search, setSearch] = useState<{ streetAddress: string; city: string } | null>(null);
  const addresses = useQuery({
    queryKey: ['services', companyId, 'addresses', search] as const,
    queryFn: ({ signal }) =>
      queryApi(
        availabilityCalls.addresses,
        { params: { id: companyId }, query: { streetAddress: search!.streetAddress, city: search!.city } },
        signal,
      ),
    enabled: search !== null,
  });
  const products = useMutation({
    mutationFn: (address: AvailabilityAddress) =>
      sendApi(availabilityCalls.products, { params: { id: companyId }, body: { addressId: address.id } }),
  });

  return (
    <Page labelledBy="availability-title">
      <PageHeader id="availability-title" title={t('shell.nav.availability-search')} />
      <form
        className={styles.filters}
        role="search"
        aria-label={t('services.availability.search')}
        onSubmit={(event) => {
          event.preventDefault();
          const checked = addressQuerySchema.safeParse({ streetAddress: street, city });
          setErrors(checked.success ? {} : fieldIssues(checked.error));
          if (checked.success)
            setSearch({ streetAddress: checked.data.streetAddress, city: checked.data.city ?? '' });
        }}
      >
        <TextField
          label={t('services.availability.street')}
          value={street}
          onChange={setStreet}
          errorMessage={errorText(errors.streetAddress)}
          isRequired
        />
        <TextField
          label={t('services.availability.city')}
          value={city}
          onChange={setCity}
          errorMessage={errorText(errors.city)}
        />
        <Button type="submit">{t('services.availability.search')}</Button>
      </form>
      {search === null ? null : (
        <QueryContent
          query={addresses}
          loading={{ label: t('services.loading') }}
          failed={t('services.load-failed')}
          isEmpty={(data) => data.length === 0}
          empty={t('services.availability.no-addresses')}
        >
          {(data) => (
            <div className={styles.layout}>
              <section className={styles.section} aria-labelledby="availability-addresses">
                <h2 id="availability-addresses">{t('services.availability.addresses')}</h2>
                <ul className={styles.plainList}>
                  {data.map((address) => (
                    <li key={address.id}>
                      <Button variant="tertiary" onPress={() => products.mutate(address)}>
                        {`${address.street} ${address.houseNumber}, ${address.postalNumber} ${address.city}`}
                      </Button>
                    </li>
                  ))}
                </ul>
              </section>
              <section className={styles.section} aria-labelledby="availability-products" aria-live="polite">
                <h2 id="availability-products">{t('services.availability.products')}</h2>
                {products.isPending ? (
                  <LoadingPlaceholder label={t('services.loading')} />
                ) : !products.data ? (
                  <p className={styles.muted}>{t('services.availability.pick-address')}</p>
                ) : (
                  <>
                    <p>
                      {`${products.data.address.street} ${products.data.address.houseNumber}, ${products.data.address.city}`}
                    </p>
                    {products.data.products.length === 0 ? (
                      <p className={styles.muted}>{t('services.availability.none-here')}</p>
                    ) : (
                      <ul className={styles.plainList}>
                        {products.data.products.map((product) => (
                          <li key={product.productCode}>
                            <strong>{product.name}</strong>{' '}
                            {t('services.availability.speed', {
                              technology: t(`services.availability.technology.${product.technology}`),
                              down: product.downMbps,
                              up: product.upMbps,
                            })}
                            {product.monthlyCents === null
                              ? ''
                              : ` · ${formatCents(product.monthlyCents, language)} / ${t('services.month')}`}{' '}
                            {mayOrder ? (
                              <Link
                                className={styles.link}
                                to={`/${companyId}/order/new/product/${product.productCode}`}
                              >
                                {t('services.availability.order')}
                              </Link>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    )}
                  </>
                )}
              </section>
            </div>
          )}
        </QueryContent>
      )}
    </Page>
  );
}
