import { addressText } from '@kaista/domain/services';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Dropdown, Page, PageHeader, QueryContent, RadioGroup } from '../../ui';
import { AvailabilityProducts } from './availability-products';
import { AvailabilitySearchForm } from './availability-search-form';
import styles from './availability.module.css';
import { useAvailabilitySearch } from './use-availability-search';

/** §2 /availability-search: find an address, see its line and the products and speeds it can have, order one. */
export function AvailabilityPage() {
  const { t } = useTranslation();
  const availability = useAvailabilitySearch();
  const { search, addresses, products } = availability;
  return (
    <Page labelledBy="availability-title">
      <PageHeader
        id="availability-title"
        title={t('shell.nav.availability-search')}
        intro={t('services.availability.intro')}
      />
      <AvailabilitySearchForm
        key={`${search?.street}|${search?.city}`}
        initial={search}
        onFind={availability.find}
      />
      {search === null ? null : (
        <QueryContent
          query={addresses}
          loading={{ label: t('services.loading') }}
          failed={t('services.availability.load-failed')}
          isEmpty={(data) => data.length === 0}
          empty={t('services.availability.no-addresses')}
        >
          {(found) => (
            <div className={styles.layout}>
              <section className={styles.section} aria-labelledby="availability-addresses">
                <h2 id="availability-addresses">{t('services.availability.addresses')}</h2>
                {availability.isCut ? (
                  <p className={styles.muted}>{t('services.availability.cut', { count: found.length })}</p>
                ) : null}
                <RadioGroup
                  label={t('services.availability.choose-address')}
                  options={found.map((address) => ({
                    value: address.id,
                    label: addressText(address),
                  }))}
                  value={availability.addressId}
                  onChange={availability.choose}
                />
              </section>
              <section className={styles.section} aria-labelledby="availability-products" aria-live="polite">
                <h2 id="availability-products">{t('services.availability.products')}</h2>
                <Dropdown
                  label={t('services.availability.min-speed')}
                  className={styles.speed}
                  options={[
                    { id: '', label: t('services.availability.any-speed') },
                    ...availability.speeds.map((down) => ({
                      id: String(down),
                      label: t('services.availability.speed-option', { down }),
                    })),
                  ]}
                  value={availability.speed ? String(availability.speed) : ''}
                  onChange={(value) => availability.setSpeed(Number(value) || undefined)}
                />
                {availability.addressId === null ? (
                  <p className={styles.muted}>{t('services.availability.pick-address')}</p>
                ) : (
                  <QueryContent
                    query={products}
                    loading={{ label: t('services.loading') }}
                    failed={t('services.availability.load-failed')}
                    retry={t('services.retry')}
                  >
                    {(answer) => <AvailabilityProducts answer={answer} speed={availability.speed} />}
                  </QueryContent>
                )}
              </section>
            </div>
          )}
        </QueryContent>
      )}
    </Page>
  );
}
